// All GROQ of the forms remote. Inputs, when a query needs any, travel as GROQ params.
// The contact details are the footer's too: one query, in shared beside their built-in defaults.
export { contactInfoQuery } from '@site/shared/content';
