// The avatar initial (account spec section 2): the first letter of the
// nickname, else of the account, upper case. Letters, not UTF-16 halves.

export function avatarInitial(nickname: string | undefined, account: string | undefined, lng?: string): string {
  const source = nickname?.trim() || account?.trim() || '';
  return [...source][0]?.toLocaleUpperCase(lng) ?? '';
}
