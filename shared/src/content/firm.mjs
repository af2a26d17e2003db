// @ts-check
// Facts the about page states whether its copy comes from content or from the built-in defaults: who
// is on the core team, where the branches are, the headline numbers. Written once: the marketing
// remote's defaults and the seed dataset both read them, each adding its own prose (bios, headings).
// Plain JavaScript so the seed, run by node, imports it too.
import { officeAddress } from './office.mjs';

export const coreTeam = [
  { key: 'srinivas', name: 'Srinivas Reddy', title: 'Founder & Managing Director', location: 'Hyderabad, India' },
  { key: 'ananya', name: 'Ananya Rao', title: 'Principal Consultant, CMMI & ISO', location: 'Pune, India' },
  { key: 'vikram', name: 'Vikram Menon', title: 'Head of Cyber Security', location: 'Chennai, India' },
  { key: 'michael', name: 'Michael Torres', title: 'Director, North America', location: 'Plano, Texas, USA' },
];

/** The spec's branch locations, by its names and in its order; Hyderabad is the headquarters (office.mjs). */
export const branches = [
  { key: 'usa', name: 'USA', address: 'Suite 410, Granite Parkway, Plano, Texas 75024, United States' },
  { key: 'pune', name: 'Pune', address: 'Office 702, Baner-Pashan Link Road, Baner, Pune, Maharashtra 411045, India' },
  { key: 'chennai', name: 'Chennai', address: '4th Floor, Rajiv Gandhi Salai (OMR), Thoraipakkam, Chennai, Tamil Nadu 600097, India' },
  { key: 'hyderabad', name: 'Hyderabad', address: officeAddress },
  { key: 'saudi', name: 'Saudi Arabia', address: 'Office 1208, King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia' },
];

export const headlineStats = [
  { key: 'years', label: 'Years of Experience', value: '22+' },
  { key: 'clients', label: 'Clients Served', value: '200+' },
  { key: 'consultants', label: 'Certified Consultants', value: '32+' },
  { key: 'certifications', label: 'Appraisals & Certifications', value: '150+' },
  { key: 'countries', label: 'Countries', value: '12' },
];
