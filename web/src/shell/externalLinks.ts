// External resources of the left menu. Deployments point them at their own help site through
// VITE_* variables at build time; the defaults are the EOS Worldwide pages.
const env = import.meta.env;

export const EXTERNAL_LINKS = {
  knowledgeBase: env.VITE_KNOWLEDGE_BASE_URL ?? 'https://www.eosworldwide.com/help',
  whatsNew: env.VITE_WHATS_NEW_URL ?? 'https://www.eosworldwide.com/whats-new',
  roadmap: env.VITE_ROADMAP_URL ?? 'https://www.eosworldwide.com/roadmap',
  getStarted: env.VITE_GET_STARTED_URL ?? 'https://www.eosworldwide.com/get-started',
  releaseNotes: env.VITE_RELEASE_NOTES_URL ?? 'https://www.eosworldwide.com/whats-new',
} as const;
