/**
 * A list sent to many as an order line says it, in place of "quantity × price", which reads
 * wrong for a list ("2 × £3.95" for 2 printed cards and 5 e-cards): "20 printed cards and 5
 * e-cards", "1 printed card", "3 e-cards". Shared by the mails and the pages.
 */
export function listInWords(rs: ReadonlyArray<{ channel: 'post' | 'ecard' }>): string {
  const post = rs.filter((r) => r.channel === 'post').length;
  const ecard = rs.length - post;
  const parts = [
    post ? `${post} printed ${post === 1 ? 'card' : 'cards'}` : '',
    ecard ? `${ecard} ${ecard === 1 ? 'e-card' : 'e-cards'}` : '',
  ].filter(Boolean);
  return parts.join(' and ');
}
