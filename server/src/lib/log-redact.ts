// Request URLs go to the log on every request; some carry a credential in the path or the query
// (a reset link, an invitation key, a calendar feed's token, single sign-on's code and state).
// The logged URL keeps the route's shape and loses the secret.

const REDACTED = '[redacted]';

/** Path patterns whose named part is a secret: the first group is kept, the second replaced. */
const SECRET_PATHS: RegExp[] = [
  /^(\/api\/v2\/account\/password\/reset\/)([^/?#]+)/,
  /^(\/api\/v2\/invitation\/[^/?#]+\/)([^/?#]+)/,
  /^(\/api\/v2\/calendar\/)(?!feed(?:[/?#]|$))([^/?#]+)/,
  // The web app's pages behind the mailed links.
  /^(\/update-password\/)([^/?#]+)/,
  /^(\/welcome\/invitation\/(?:process\/)?[^/?#]+\/)([^/?#]+)/,
];

/** Query parameters that carry a credential wherever they appear. */
const SECRET_PARAMS = new Set(['code', 'state', 'token', 'key', 'session_state', 'id_token', 'access_token']);

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (!query) return path;
  const redacted = query
    .split('&')
    .map((pair) => {
      const name = decodeURIComponent(pair.split('=')[0] ?? '').toLowerCase();
      return SECRET_PARAMS.has(name) ? `${pair.split('=')[0]}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${redacted}`;
}
