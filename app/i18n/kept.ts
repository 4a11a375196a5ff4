/**
 * Answers kept on the server because they never change while it runs (a text in a language, a
 * formatted day, the elements of a `<Trans>`): made on first asking, then handed back. Bounded:
 * when full it starts again, so values that carry free text (a name, an email address) cannot grow
 * it without end (decisions 0282, 0283).
 */
export class Kept<K, V> {
  private readonly answers = new Map<K, V>();

  constructor(private readonly max: number) {}

  /** The kept answer for `key`, made by `make` the first time. */
  take(key: K, make: () => V): V {
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = make();
      if (this.answers.size >= this.max) this.answers.clear();
      this.answers.set(key, answer);
    }
    return answer;
  }
}
