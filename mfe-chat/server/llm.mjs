// @ts-check

/**
 * An OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI's compatible route, Ollama,
 * vLLM, LM Studio, ...).
 * @typedef {{ url: string; key?: string; model: string; timeoutMs?: number }} LlmConfig
 */

/**
 * The LLM settings from the environment, or null when none are configured.
 * @param {NodeJS.ProcessEnv} env
 * @returns {LlmConfig | null}
 */
export function llmFromEnv(env = process.env) {
  if (!env.CHAT_LLM_URL) return null;
  return {
    url: env.CHAT_LLM_URL,
    key: env.CHAT_LLM_KEY,
    model: env.CHAT_LLM_MODEL ?? 'gpt-4o-mini',
    timeoutMs: Number(env.CHAT_LLM_TIMEOUT_MS ?? 8000),
  };
}

/**
 * Asks the model to answer from the retrieved passages only. Throws on any error, timeout or empty
 * answer; the caller then answers from retrieval alone.
 * @param {LlmConfig} llm
 * @param {{ message: string; passages: import('./retrieval/documents.mjs').Passage[]; contact: import('./retrieval/answer.mjs').Contact; siteName: string }} input
 * @returns {Promise<string>}
 */
export async function askLlm(llm, { message, passages, contact, siteName }) {
  const context = passages
    .map((p, i) => `[${i + 1}] Page "${p.page}" (${p.url})${p.heading && p.heading !== p.page ? ` — ${p.heading}` : ''}\n${p.text}`)
    .join('\n\n');
  const system = [
    `You are the website assistant of ${siteName}, an IT-management and process-compliance consulting firm.`,
    'Answer the visitor using only the context passages from the firm\'s own website.',
    'Reply in at most four short plain sentences: no markdown, no HTML, no lists.',
    'Mention the path of the page you drew from (for example /audit) so the visitor can read more.',
    `If the context does not answer the question, say you don't know and suggest e-mailing ${contact.email} or calling ${contact.phone}.`,
    'Never invent prices, dates or commitments that are not in the context.',
  ].join(' ');

  const response = await fetch(`${llm.url.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(llm.key ? { Authorization: `Bearer ${llm.key}` } : {}),
    },
    body: JSON.stringify({
      model: llm.model,
      temperature: 0.2,
      max_tokens: 350,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: `Context:\n${context}\n\nVisitor question: ${message}` },
      ],
    }),
    signal: AbortSignal.timeout(llm.timeoutMs ?? 8000),
  });
  if (!response.ok) throw new Error(`LLM answered HTTP ${response.status}`);
  const body = /** @type {{ choices?: { message?: { content?: unknown } }[] }} */ (await response.json());
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('LLM answer had no content');
  // The widget shows plain text; markup a model slips in would only show as noise.
  return content.replace(/<[^>]*>/g, '').replace(/\*\*|__|`/g, '').trim().slice(0, 1500);
}
