// @ts-check

/**
 * What kind of message this is. Small talk and contact questions get a fixed, honest answer; pricing
 * questions get what the pages say plus the way to a quote; everything else is searched.
 * @typedef {'greeting' | 'thanks' | 'goodbye' | 'help' | 'contact' | 'pricing' | 'question'} Intent
 */

const GREETING = /^(hi|hello|hey|hiya|howdy|greetings|namaste|good (morning|afternoon|evening|day))\b[\s,!.]*(there|team|all|everyone|folks)?[\s,!.]*/i;
const THANKS = /\b(thanks|thank you|thank u|thx|ty|much appreciated|appreciate it|cheers)\b/i;
const GOODBYE = /^(bye|goodbye|see you|see ya|that'?s all|cya)\b/i;
const HELP = /^(help|what can you do|who are you|what are you|are you (a )?(bot|human|real|robot)|what do you know)\b/i;
const CONTACT =
  /\b(contact|phone|telephone|call (you|your|us)|mobile number|e-?mail (address|you)|your e-?mail|email address|reach (you|your|someone|a person|the team)|get in touch|speak (to|with)|talk (to|with)|whatsapp|your address|office|located|where are you)\b/i;
const PRICING = /\b(how much|cost|costs|price|prices|pricing|fee|fees|charge|charges|rates?|budget|expensive|cheap|afford|quote|quotation|payment|pay)\b/i;

/**
 * Removes a leading greeting, so "Hi, how long does an audit take?" is answered as the question.
 * @param {string} message
 */
export function stripGreeting(message) {
  return message.replace(GREETING, '').trim();
}

/**
 * @param {string} message
 * @returns {Intent}
 */
export function detectIntent(message) {
  const text = message.trim();
  const rest = stripGreeting(text);
  if (!rest || /^[\s?!.,]*$/.test(rest)) return 'greeting';
  const words = rest.split(/\s+/).length;
  if (THANKS.test(rest) && words <= 6) return 'thanks';
  if (GOODBYE.test(rest) && words <= 5) return 'goodbye';
  if (HELP.test(rest)) return 'help';
  if (CONTACT.test(rest) && words <= 14) return 'contact';
  if (PRICING.test(rest)) return 'pricing';
  return 'question';
}
