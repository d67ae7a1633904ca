/** Server-sanitised HTML (SPEC §3 itinerary, terms): styled here since it carries no classes. */
export const RICH_TEXT_CLS =
  "text-earth-900/85 leading-relaxed [&_a]:text-acacia-700 [&_a]:underline [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-earth-900 [&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-earth-900 [&_li]:mt-1 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:mt-2 [&_strong]:text-earth-900 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:ps-5";
