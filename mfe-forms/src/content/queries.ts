// All GROQ of the forms remote. Inputs, when a query needs any, travel as GROQ params.

export const contactInfoQuery = /* groq */ `*[_type == "contactInfo"][0]{
  phones, email, addressLines, city, postalCode, country, mapEmbedUrl, mapLink, whatsapp, hours
}`;
