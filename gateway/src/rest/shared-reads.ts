/** A GET's answer as received: its status and body text, parsed again by each caller. */
export interface ReadAnswer {
  status: number;
  text: string;
}

/**
 * The GETs of one request, by method, address and caller: identical reads share one call to the API (and each
 * caller parses its own copy of the answer). A write forgets them all, so a read after it asks the API again.
 */
export class SharedReads {
  private readonly answers = new Map<string, Promise<ReadAnswer>>();

  answer(key: string, read: () => Promise<ReadAnswer>): Promise<ReadAnswer> {
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
