/**
 * The operator's session token. Kept in localStorage so a second tab shares the session; the server
 * ends it on sign-out, expiry or a password change, and the first 401 clears it here.
 */
const KEY = 'wps-admin-token';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let token: string | null = read();

export function getToken(): string | null {
  return token;
}

export function setToken(value: string | null): void {
  token = value;
  if (value) ended = false;
  try {
    if (value) localStorage.setItem(KEY, value);
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: the session lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

let ended = false;

/** The server said the session is over (expired, revoked, signed out elsewhere). */
export function endSession(): void {
  ended = true;
  setToken(null);
}

/** Whether the last sign-out was the server's doing (until the next sign-in). */
export function wasSessionEnded(): boolean {
  return ended;
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Signed out (or in) in another tab.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    token = event.newValue;
    for (const listener of listeners) listener();
  });
