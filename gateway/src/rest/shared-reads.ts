import type { TextAnswer } from './json-exchange.js';

/**
 * The GETs of one request, by method, address and caller: identical reads share one call to the API (and each
 * caller parses its own copy of the answer text). A write forgets them all, so a read after it asks the API again.
 */
export class SharedReads {
  private readonly answers = new Map<string, Promise<TextAnswer>>();

  answer(key: string, read: () => Promise<TextAnswer>): Promise<TextAnswer> {
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = read();
      this.answers.set(key, answer);
    }
    return answer;
  }

  forget(): void {
    this.answers.clear();
  }
}
