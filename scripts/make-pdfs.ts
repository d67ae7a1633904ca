/**
 * Writes the demo company's PDFs into public/docs/ (served at /docs/...):
 * company-profile.pdf, corporate-proposal.pdf and student-proposal.pdf.
 * The text comes from app/content/pages (and the demo company) so the PDFs say what the pages say.
 *
 *   npx tsx scripts/make-pdfs.ts
 *
 * The generated files are committed; rerun after changing the copy. Creation
 * dates are fixed so that an unchanged input gives byte-identical output.
 */
import { createWriteStream, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import PDFDocument from "pdfkit";
import { site } from "../demo/content/site.ts";
import { aboutIntro, aboutStats, coreValues, missionVision } from "../app/content/pages/about.ts";
import {
  corporateChallenge,
  corporateCredentials,
  corporateFact,
  corporateServices,
  corporateValuePoints,
  corporateWhyChoose,
} from "../app/content/pages/corporate.ts";
import {
  studentAbout,
  studentFacts,
  studentImpactAreas,
  studentMissionVision,
  studentOverview,
  studentProblems,
  studentServices,
  studentValueProposition,
  studentWhyChoose,
} from "../app/content/pages/student.ts";
import { BALANCE_DUE_DAYS, CANCELLATION_SCALE, DEPOSIT_PERCENT, QUOTE_TURNAROUND, QUOTE_VALIDITY } from "../app/content/pages/commercial-terms.ts";

const OUT = resolve(import.meta.dirname, "../public/docs");
const GREEN = "#245530";
const AMBER = "#a96b1a";
const INK = "#2a1d12";
const MUTED = "#5b4a3a";
const FIXED_DATE = new Date("2026-10-01T08:00:00Z");

type Doc = InstanceType<typeof PDFDocument>;

function newDoc(title: string, subject: string): Doc {
  return new PDFDocument({
    size: "A4",
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    info: {
      Title: title,
      Author: site.legalName,
      Subject: subject,
      Keywords: "Twiga Horizons, demo, travel, Kenya",
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
    pdfVersion: "1.7",
    lang: "en-KE",
    displayTitle: true,
    bufferPages: true,
  });
}

function cover(doc: Doc, kicker: string, title: string, subtitle: string) {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height * 0.55).fill(GREEN);
  doc.rect(0, height * 0.55, width, 6).fill(AMBER);
  doc.fillColor("#f5ead3").font("Helvetica-Bold").fontSize(12).text(kicker.toUpperCase(), 64, 150, { characterSpacing: 2 });
  doc.fillColor("#ffffff").font("Times-Bold").fontSize(34).text(title, 64, 180, { width: width - 128 });
  doc.moveDown(0.6).font("Helvetica").fontSize(14).fillColor("#f5ead3").text(subtitle, { width: width - 160 });
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(16).text(site.legalName, 64, height * 0.55 + 50);
  doc.font("Helvetica").fontSize(11).fillColor(MUTED);
  doc.text(`${site.address.street}, ${site.address.city}, ${site.address.country}`);
  doc.text(`${site.email}  |  ${site.phones.join("  |  ")}`);
  doc.moveDown(2).fontSize(9).fillColor(MUTED).text(
    "Demonstration document: Twiga Horizons Travel is a fictional company created for a website demo. Names, figures and contact details are illustrative.",
    { width: width - 128 },
  );
  doc.addPage();
}

function heading(doc: Doc, text: string) {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.moveDown(0.8).fillColor(GREEN).font("Times-Bold").fontSize(20).text(text);
  const y = doc.y + 4;
  doc.moveTo(64, y).lineTo(140, y).lineWidth(2).strokeColor(AMBER).stroke();
  doc.moveDown(0.8);
}

function para(doc: Doc, text: string) {
  doc.fillColor(INK).font("Helvetica").fontSize(11).text(text, { align: "left", lineGap: 3 });
  doc.moveDown(0.6);
}

function item(doc: Doc, title: string, text?: string) {
  if (doc.y > doc.page.height - 120) doc.addPage();
  doc.fillColor(AMBER).font("Helvetica-Bold").fontSize(11).text("\u2022  ", { continued: true });
  doc.fillColor(INK).text(title, { continued: Boolean(text) });
  if (text) doc.font("Helvetica").fillColor(MUTED).text(`: ${text}`, { lineGap: 2 });
  doc.moveDown(0.35);
}

function footer(doc: Doc, label: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    if (i === 0) continue;
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(`${site.legalName}  |  ${label}  |  Page ${i + 1} of ${range.count}`, 64, doc.page.height - 40, {
      width: doc.page.width - 128,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

function commercialTerms(doc: Doc) {
  heading(doc, "Commercial terms in brief");
  item(doc, "Quotes", `delivered within ${QUOTE_TURNAROUND}, free and non-binding, valid typically ${QUOTE_VALIDITY}`);
  item(doc, "Deposit", `${DEPOSIT_PERCENT}% at booking, non-refundable unless stated; balance due ${BALANCE_DUE_DAYS} days before departure`);
  item(doc, "Cancellation", CANCELLATION_SCALE.map((c) => `${c.period.toLowerCase()}: ${c.charge}`).join("; "));
  item(doc, "Prices and payment", "quoted in USD and KES; card (possible extra fees), bank transfer, M-Pesa or cash at our office");
  para(doc, "The full Terms and Conditions are published on our website at /terms.");
}

function contactBlock(doc: Doc, closing: string) {
  heading(doc, "Let's talk");
  para(doc, closing);
  item(doc, "Email", site.email);
  item(doc, "Phone", site.phones.join(" / "));
  item(doc, "Office", `${site.address.street}, ${site.address.postal}, ${site.address.city}, ${site.address.country}`);
}

async function write(doc: Doc, file: string) {
  mkdirSync(OUT, { recursive: true });
  const stream = createWriteStream(join(OUT, file));
  doc.pipe(stream);
  doc.end();
  await new Promise<void>((done, fail) => {
    stream.on("finish", done);
    stream.on("error", fail);
  });
  console.log(`wrote public/docs/${file}`);
}

function companyProfile() {
  const doc = newDoc(`${site.name} - Company Profile`, "Company profile");
  cover(doc, "Company profile", site.name, "Safaris, holidays, events and travel management from Nairobi, Kenya.");
  heading(doc, "Who we are");
  for (const p of aboutIntro.paragraphs) para(doc, p);
  heading(doc, "Mission and vision");
  item(doc, "Mission", missionVision.mission);
  item(doc, "Vision", missionVision.vision);
  heading(doc, "In numbers");
  for (const s of aboutStats) item(doc, s.value, s.label);
  heading(doc, "Our services");
  for (const name of [
    "Game Drives and Safaris",
    "Conferences and Team Building",
    "Vacations and Adventure",
    "Honeymoon and Special Occasions",
    "Christian Packages",
    "Air Ticketing and Charter Services",
  ])
    item(doc, name);
  item(doc, "Corporate and student travel management", "see our separate proposals");
  heading(doc, "Core values");
  for (const v of coreValues) item(doc, v.title, v.description);
  heading(doc, "Accreditations and memberships");
  for (const a of site.accreditations) item(doc, a.short, a.name);
  commercialTerms(doc);
  contactBlock(doc, "Tell us where you would like to go. A consultant replies within one working day.");
  footer(doc, "Company profile");
  return write(doc, "company-profile.pdf");
}

function corporateProposal() {
  const doc = newDoc(`${site.name} - Corporate Travel Management Proposal`, "Corporate travel management proposal");
  cover(doc, "Proposal", "Corporate Travel Management", "One accountable partner for flights, hotels, events and the people who travel for you.");
  heading(doc, corporateChallenge.heading);
  for (const p of corporateChallenge.paragraphs) para(doc, p);
  para(doc, `${corporateFact.percentage} ${corporateFact.description} (${corporateFact.source})`);
  heading(doc, "Our services");
  for (const s of corporateServices) item(doc, s.title, s.description);
  heading(doc, "Why organisations choose us");
  for (const w of corporateWhyChoose) item(doc, w.title, w.description);
  heading(doc, "What you gain");
  for (const v of corporateValuePoints) item(doc, v.title, v.description);
  heading(doc, corporateCredentials.heading);
  para(doc, corporateCredentials.text);
  heading(doc, "How we start");
  item(doc, "1. Discovery call", "we learn your travel patterns, policy and approval chain");
  item(doc, "2. Proposal and rates", "negotiated fares and hotel rates, credit terms and reporting format");
  item(doc, "3. Onboarding", "traveller profiles, cost centres and a named account manager");
  item(doc, "4. Monthly review", "spend report, savings and service review");
  commercialTerms(doc);
  contactBlock(doc, "We reply within one working day with a plan and a named account manager.");
  footer(doc, "Corporate travel management proposal");
  return write(doc, "corporate-proposal.pdf");
}

function studentProposal() {
  const doc = newDoc(`${site.name} - Student Travel Management Proposal`, "Student travel management proposal");
  cover(doc, "Proposal", "Student Travel Management", "Safe, affordable journeys that teach, for schools, youth groups and young people aged 10-25.");
  heading(doc, "Overview");
  for (const o of studentOverview) item(doc, o.title, o.description);
  heading(doc, studentAbout.heading);
  for (const p of studentAbout.paragraphs) para(doc, p);
  heading(doc, "Mission and vision");
  item(doc, "Mission", studentMissionVision.mission);
  item(doc, "Vision", studentMissionVision.vision);
  heading(doc, "Challenges we solve");
  for (const p of studentProblems) item(doc, `${p.number}. ${p.problem}`, `${p.issue} Our solution: ${p.solution}`);
  heading(doc, "Our services");
  for (const s of studentServices) item(doc, s.title, s.description);
  heading(doc, "Impact areas");
  for (const a of studentImpactAreas) item(doc, a.title, a.description);
  heading(doc, "What the research says");
  for (const f of studentFacts) item(doc, f.percentage, `${f.description} (${f.source})`);
  heading(doc, "Why choose us");
  for (const w of studentWhyChoose) item(doc, w.title, w.description);
  heading(doc, studentValueProposition.heading);
  para(doc, studentValueProposition.text);
  for (const p of studentValueProposition.points) item(doc, p);
  commercialTerms(doc);
  contactBlock(doc, "Tell us about your group. We reply with a free proposal within 24-48 hours.");
  footer(doc, "Student travel management proposal");
  return write(doc, "student-proposal.pdf");
}

await companyProfile();
await corporateProposal();
await studentProposal();
