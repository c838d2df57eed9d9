export interface AccountChoice {
  accountId: string | number;
  name: string;
}

/** The stored account when the user still belongs to it, otherwise the first one listed. */
export function pickAccount<A extends AccountChoice>(
  accounts: readonly A[],
  storedAccountId: string | null,
): A | undefined {
  return accounts.find((a) => String(a.accountId) === storedAccountId) ?? accounts[0];
}
