/** Button-like link styles shared by the company pages (one look for every call to action). */
const base =
  "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2";

export const buttonStyles = {
  primary: `${base} bg-savanna-700 text-white shadow-sm hover:bg-savanna-600 focus-visible:outline-savanna-700`,
  green: `${base} bg-acacia-700 text-white shadow-sm hover:bg-acacia-900 focus-visible:outline-acacia-700`,
  outline: `${base} border-2 border-acacia-700 text-acacia-700 hover:bg-acacia-700 hover:text-white focus-visible:outline-acacia-700`,
  light: `${base} bg-white text-acacia-900 shadow-sm hover:bg-savanna-100 focus-visible:outline-white`,
  ghostLight: `${base} border-2 border-white/80 text-white hover:bg-white hover:text-acacia-900 focus-visible:outline-white`,
} as const;
