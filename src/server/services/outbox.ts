// The development outbox: where SMS and e-mail messages go instead of a gateway.
// Codes appear in clear only here (the database holds their HMAC). It lives in
// memory, is readable through the dev-only call GET /api/dev/outbox, and the dev
// runner (src/server/main.ts) echoes new messages to its console. Without dev
// tools it keeps nothing: a deployment sends through its own gateway, and codes
// in clear must not sit in memory where no one reads them.
export interface OutboxMessage {
  id: number;
  merchant: string;
  channel: 'sms' | 'email';
  /** Mobile number (+66...) or e-mail address. */
  to: string;
  purpose: string;
  text: string;
  /** The code the message carries, for tests and developers. */
  code: string;
  at: number;
}

const KEEP = 500;

export class Outbox {
  private messages: OutboxMessage[] = [];
  private nextId = 1;
  private readonly keep: boolean;
  /** Called for every message (the dev runner prints them). */
  onMessage: ((message: OutboxMessage) => void) | undefined;

  constructor(keep: boolean) {
    this.keep = keep;
  }

  add(message: Omit<OutboxMessage, 'id'>): void {
    if (!this.keep) return;
    const full = { ...message, id: this.nextId++ };
    this.messages.push(full);
    if (this.messages.length > KEEP) this.messages = this.messages.slice(-KEEP);
    this.onMessage?.(full);
  }

  /** Newest first. */
  list(filter: { merchant?: string; to?: string; channel?: string } = {}): OutboxMessage[] {
    return this.messages
      .filter(
        (m) => (!filter.merchant || m.merchant === filter.merchant) && (!filter.to || m.to === filter.to) && (!filter.channel || m.channel === filter.channel),
      )
      .reverse();
  }
}
