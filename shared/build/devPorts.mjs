// @ts-check
/** Ports of `npm run dev`: each app on its own port, so each team can run its remote alone. */
export const devPorts = {
  shell: 3000,
  'mfe-marketing': 3001,
  'mfe-blog': 3002,
  'mfe-services': 3003,
  'mfe-forms': 3004,
  'mfe-chat': 3005,
};

/** Ports of the local services (the embedded default). Environment variables override them. */
export const servicePorts = {
  cms: Number(process.env.CMS_PORT ?? 3333),
  relay: Number(process.env.RELAY_PORT ?? 3334),
  chat: Number(process.env.CHAT_PORT ?? 3335),
};
