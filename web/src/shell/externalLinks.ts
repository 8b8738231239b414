// The one external resource of the left menu: finding an EOS Implementer is EOS Worldwide's service.
// A deployment points it elsewhere with VITE_GET_STARTED_URL at build time. The other resources are
// the project's own pages (What's New, Roadmap, the learning center).
const env = import.meta.env;

export const EXTERNAL_LINKS = {
  getStarted: env.VITE_GET_STARTED_URL ?? 'https://www.eosworldwide.com/get-started',
} as const;
