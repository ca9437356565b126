/** "12 people: 10 by post, 2 as e-cards": a list sent to many, counted as the pages say it. */
export function recipientsInWords({ post, ecard }: { post: number; ecard: number }): string {
  const n = post + ecard;
  if (!n) return 'Nobody chosen yet';
  const parts = [post && `${post} by post`, ecard && `${ecard} as ${ecard === 1 ? 'an e-card' : 'e-cards'}`].filter(Boolean);
  return `${n} ${n === 1 ? 'person' : 'people'}: ${parts.join(', ')}`;
}

/** The same count from recipients that carry their channel (a cart line's, an order line's). */
export function countChannels(rs: ReadonlyArray<{ channel: 'post' | 'ecard' }>) {
  const post = rs.filter((r) => r.channel === 'post').length;
  return { post, ecard: rs.length - post };
}
