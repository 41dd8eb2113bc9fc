/** `/sw K20@10+5`: the notation after the command; null when the message is not a /sw command. */
export function swCommandNotation(message: string): string | null {
  const match = /^\/sw(?:\s+(.*))?$/is.exec(message.trim());
  if (!match) return null;
  return (match[1] ?? "").trim();
}
