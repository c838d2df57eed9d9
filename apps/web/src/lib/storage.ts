/** The keys the dashboard keeps in localStorage (spec 1 §3). */
export const STORAGE_KEYS = {
  email: 'email',
  accountId: 'accountId',
  accountName: 'accountName',
  accessToken: 'access_token',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts for this page only.
  }
}

function remove(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export const storedSession = {
  email: () => read(STORAGE_KEYS.email),
  accessToken: () => read(STORAGE_KEYS.accessToken),
  accountId: () => read(STORAGE_KEYS.accountId),
  accountName: () => read(STORAGE_KEYS.accountName),
};

/** After login or sign-up: the e-mail and the access token. */
export function storeLogin(email: string, accessToken: string): void {
  write(STORAGE_KEYS.email, email);
  write(STORAGE_KEYS.accessToken, accessToken);
}

export function storeAccessToken(accessToken: string): void {
  write(STORAGE_KEYS.accessToken, accessToken);
}

export function storeAccount(accountId: string, accountName: string): void {
  write(STORAGE_KEYS.accountId, accountId);
  write(STORAGE_KEYS.accountName, accountName);
}

/** Logout: forget the token, e-mail, account id and account name. */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) remove(key);
}
