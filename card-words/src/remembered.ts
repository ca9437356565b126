/**
 * A function that remembers its last answers (up to `limit`, oldest forgotten first): the
 * writer reads the same notes and names for every draft of every option of a card, and
 * compromise's reading is most of its cost. Answers are shared: callers must not change them.
 */
export function remembered<A extends unknown[], R>(limit: number, key: (...args: A) => string, fn: (...args: A) => R): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args: A) => {
    const k = key(...args);
    if (answers.has(k)) return answers.get(k)!;
    const answer = fn(...args);
    if (answers.size >= limit) answers.delete(answers.keys().next().value!);
    answers.set(k, answer);
    return answer;
  };
}
