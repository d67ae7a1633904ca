/** Copy of the student travel management page (SPEC §1 and §2). */
import type { Fact, ImpactArea, ProblemCard, ServiceCard, Testimonial, WhyChooseCard } from "./types.ts";

export const STUDENT_PROPOSAL_PDF = "/docs/student-proposal.pdf";

export const studentHero = {
  title: "Student Travel Management",
  subtitle: "Safe, affordable journeys that teach, for schools, youth groups and young people aged 10-25.",
};

/** Overview cards: meaningful journeys, objective, target audience (ages 10-25). */
export const studentOverview: WhyChooseCard[] = [
  {
    title: "Meaningful Journeys",
    icon: "compass",
    description: "Trips designed around learning outcomes: history on the coast, ecology in the parks, leadership in the mountains.",
  },
  {
    title: "Our Objective",
    icon: "target",
    description: "To make educational travel safe, inclusive and affordable, so that no young person misses out on seeing their world.",
  },
  {
    title: "Target Audience: Ages 10-25",
    icon: "school",
    description: "Primary and secondary schools, universities and colleges, youth and faith groups, and individual young travellers aged 10-25.",
  },
];

export const studentAbout = {
  heading: "About us and our credentials",
  paragraphs: [
    "Twiga Horizons Travel Ltd is a Nairobi-based private limited company that has run school, university and youth trips since 2021 alongside our safaris, holidays and corporate travel.",
    "We are licensed by the Tourism Regulatory Authority, members of KATO and KATA, and an IATA accredited agent. Every student group travels with a trained trip leader, vetted transport and accommodation, and a 24/7 emergency line.",
  ],
};

export const studentMissionVision = {
  mission:
    "To open the world to young people through safe, well-planned and affordable journeys that build knowledge, confidence and responsibility.",
  vision: "A generation of East African young people who know their region, respect its people and nature, and are ready to lead.",
};

/** Six problem/solution cards, in the order of SPEC §2. */
export const studentProblems: ProblemCard[] = [
  {
    number: 1,
    problem: "Safety and Security",
    icon: "shield",
    issue: "Parents and schools worry about road safety, supervision and what happens in an emergency far from home.",
    solution: "Licensed drivers and vehicles, set staff-to-student ratios, vetted accommodation, trip leaders trained in first aid and a 24/7 emergency line.",
  },
  {
    number: 2,
    problem: "Inclusivity",
    icon: "users",
    issue: "Trips are often planned for the average student, leaving out those with disabilities, dietary needs or limited means.",
    solution: "Accessible venues and transport on request, menus for every diet, and payment plans that let every student take part.",
  },
  {
    number: 3,
    problem: "Logistics",
    icon: "bus",
    issue: "Teachers spend weeks on permissions, transport, rooms, meals and entry fees on top of their classroom work.",
    solution: "One coordinator handles bookings, consent forms, rooming lists and timings, and gives teachers a single itinerary.",
  },
  {
    number: 4,
    problem: "Sustainability",
    icon: "leaf",
    issue: "Large groups can leave a heavy footprint on fragile parks, beaches and communities.",
    solution: "Small-group activities, community-owned camps, reusable water bottles and a tree planted for every traveller.",
  },
  {
    number: 5,
    problem: "Personal Development",
    icon: "sprout",
    issue: "Sightseeing alone rarely builds the confidence, teamwork and curiosity that schools hope travel will bring.",
    solution: "Reflection sessions, team challenges and leadership roles for students woven into every itinerary.",
  },
  {
    number: 6,
    problem: "Funding",
    icon: "coins",
    issue: "The cost of a trip is the most common reason a student stays behind.",
    solution: "Installment plans, group discounts and help with fundraising events and sponsorship letters.",
  },
];

/** SPEC §1 student offer: six service cards. */
export const studentServices: ServiceCard[] = [
  {
    title: "Domestic and International Trips",
    icon: "globe",
    description: "From a day at Nairobi National Park to a week in Zanzibar, Kigali or Dubai, planned end to end.",
  },
  {
    title: "Educational and Cultural Experiences",
    icon: "book",
    description: "Museums, heritage sites, research stations and community visits linked to the curriculum.",
  },
  {
    title: "Wellness and Sustainability Initiatives",
    icon: "leaf",
    description: "Nature walks, conservation volunteering, tree planting and mindful outdoor activities.",
  },
  {
    title: "Exchange Programs",
    icon: "handshake",
    description: "Partnerships with schools in the region for hosted visits, joint projects and cultural exchange.",
  },
  {
    title: "Fundraising and Sponsorship Support",
    icon: "coins",
    description: "Templates, event ideas and sponsor introductions to help groups raise the cost of their trip.",
  },
  {
    title: "Culinary Experiences",
    icon: "utensils",
    description: "Swahili cooking classes, farm-to-table visits and market tours that teach through food.",
  },
];

/** Five impact areas of SPEC §2. */
export const studentImpactAreas: ImpactArea[] = [
  {
    title: "Economic",
    icon: "trending",
    color: "amber",
    description: "Spending stays with local guides, community camps and small businesses along the route.",
  },
  {
    title: "Social and Foundational",
    icon: "users",
    color: "indigo",
    description: "Students build friendships, respect for other cultures and the social skills that last beyond school.",
  },
  {
    title: "Sustainability and Conservation",
    icon: "leaf",
    color: "emerald",
    description: "Young travellers see conservation at work and take part in it, from tree planting to beach clean-ups.",
  },
  {
    title: "Personal Development and Wellness",
    icon: "heart",
    color: "rose",
    description: "Time outdoors, new challenges and reflection build confidence, resilience and well-being.",
  },
  {
    title: "Inclusivity",
    icon: "handshake",
    color: "teal",
    description: "Payment plans and accessible itineraries mean every student in the class can travel.",
  },
];

/** The two research statistics of SPEC §2 (65% and 74%). */
export const studentFacts: Fact[] = [
  {
    percentage: "65%",
    description: "of teachers said students were more engaged in class after an educational trip.",
    icon: "graduation",
    source: "Twiga Horizons survey of partner schools, 2025",
  },
  {
    percentage: "74%",
    description: "of students said a trip helped them understand a subject better than classroom lessons alone.",
    icon: "book",
    source: "Twiga Horizons survey of student travellers, 2025",
  },
];

export const studentWhyChoose: WhyChooseCard[] = [
  { title: "Safety Before Everything", icon: "shield", description: "Licensed transport, vetted lodging, trained trip leaders and clear emergency plans." },
  { title: "Curriculum-Linked Itineraries", icon: "book", description: "Activities chosen with teachers to match what students are learning." },
  { title: "Affordable Payment Plans", icon: "wallet", description: "Installments over the school term and group discounts for larger classes." },
  { title: "One Dedicated Coordinator", icon: "headset", description: "One person who knows your group, from the first call to the last drop-off." },
  { title: "24/7 Support on the Road", icon: "clock", description: "A team member is on call day and night for every group we move." },
  { title: "Licensed and Accredited", icon: "award", description: "Tourism Regulatory Authority licence, KATO and KATA membership and IATA accreditation." },
  { title: "Responsible Travel", icon: "leaf", description: "Low-impact activities and community partners that benefit from your visit." },
];

export const studentValueProposition = {
  heading: "Our value proposition",
  text: "We combine the safeguards schools expect, the learning teachers plan for and the adventure students remember, at a price families can manage.",
  points: [
    "Safe, supervised travel with documented risk assessments",
    "Learning outcomes agreed with teachers before departure",
    "Transparent pricing with installment plans and group discounts",
    "Reports and photos for parents and school leadership after the trip",
  ],
};

export const studentTestimonials: Testimonial[] = [
  {
    name: "Mrs. Achieng O.",
    role: "Geography teacher, secondary school, Kisumu",
    quote: "Our Form Three field trip to the Rift Valley was organised to the minute. The students still talk about the flamingos and the geothermal station.",
  },
  {
    name: "Brian K.",
    role: "University student, Nairobi",
    quote: "The exchange trip to Kigali was my first time abroad. I felt safe the whole way and came home with friends and a new idea for my final project.",
  },
  {
    name: "Pastor Samuel W.",
    role: "Youth leader, church youth group",
    quote: "The fundraising support made the difference. Every one of our thirty young people was able to come to the coast.",
  },
];

export const studentCta = {
  heading: "Start planning your group's journey",
  text: "Tell us about your group, your dates and what you want students to learn. We reply with a free proposal within 24-48 hours.",
};
