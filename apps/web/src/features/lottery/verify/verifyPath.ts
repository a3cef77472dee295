/** The verifier's address for one period. */
export function verifyPath(gameCode: string, periodNumber: string): string {
  return `/lottery/verify?${new URLSearchParams({ game: gameCode, period: periodNumber }).toString()}`;
}
