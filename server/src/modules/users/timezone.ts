/** True for a time zone name the runtime knows (IANA names such as 'Europe/Paris', and 'UTC'). */
export function isValidTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
