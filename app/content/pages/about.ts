/** Copy of the About page (SPEC §2 /about). */
import type { Stat, WhyChooseCard } from "./types.ts";

export const COMPANY_PROFILE_PDF = "/docs/company-profile.pdf";

/** SPEC §2: 500+ happy travelers, 50+ destinations, 5 years, 24/7 support. */
export const aboutStats: Stat[] = [
  { value: "500+", label: "Happy Travelers", icon: "users" },
  { value: "50+", label: "Destinations", icon: "globe" },
  { value: "5", label: "Years of Experience", icon: "award" },
  { value: "24/7", label: "Support", icon: "headset" },
];

export const aboutIntro = {
  eyebrow: "Who we are",
  heading: "A Nairobi travel company built on local knowledge and personal care",
  paragraphs: [
    "Twiga Horizons Travel Ltd is a private limited company based in Nairobi, Kenya. Since 2021 we have planned safaris, beach holidays, honeymoons, pilgrimages, conferences and air charters for families, couples, companies and schools.",
    "We take the twiga, the giraffe, as our emblem: it sees far ahead and moves with calm purpose. That is how we plan your trip. We look ahead at the details so that on the road you only have to enjoy the view.",
    "Our prices are set for Kenya residents, East African residents and international visitors, and every quote is free, clear and in writing.",
  ],
};

export const missionVision = {
  mission:
    "To create safe, well-run and memorable journeys across Kenya, Africa and beyond, delivered with honest advice and personal attention from the first inquiry to the journey home.",
  vision:
    "To be East Africa's most trusted travel partner for leisure travellers, companies and schools, known for care, reliability and responsible tourism.",
};

export const coreValues: WhyChooseCard[] = [
  {
    title: "Integrity",
    icon: "shield",
    description: "Clear quotes, written terms and no hidden charges. We recommend what is right for you, not what pays us most.",
  },
  {
    title: "Care for Every Traveller",
    icon: "heart",
    description: "We listen first. Dietary needs, mobility, children and special occasions are planned for, not improvised.",
  },
  {
    title: "Safety First",
    icon: "check",
    description: "Licensed drivers and guides, vetted lodges, insured vehicles and a team on call 24/7 while you travel.",
  },
  {
    title: "Local Expertise",
    icon: "compass",
    description: "Our consultants know the parks, the roads and the seasons because they travel them every year.",
  },
  {
    title: "Responsible Tourism",
    icon: "leaf",
    description: "We favour community-owned camps and conservancies, and keep group sizes and footprints small.",
  },
  {
    title: "Excellence",
    icon: "star",
    description: "Every trip is reviewed after return, and what we learn goes into the next one.",
  },
];

export const aboutFilm = {
  title: "Our story in two minutes",
  text: "Meet the team behind Twiga Horizons and see the places we love to share: the plains, the coast and the mountains.",
  /** A local placeholder film: no third-party request, now or after the click. */
  embedUrl: "/media/company-film.html",
};

export const accreditationsIntro =
  "We are licensed by the Tourism Regulatory Authority, members of the Kenya Association of Tour Operators and the Kenya Association of Travel Agents, and an IATA accredited agent.";
