import nodemailer from 'nodemailer';
import type { Config } from '#server/config/config.ts';
import type { Db } from '#server/db/database.ts';
import { recordMessage } from './outbox.repository.ts';

export interface OutgoingEmail {
  agentId: number | null;
  to: string;
  subject: string;
  text: string;
}

export interface OutgoingSms {
  agentId: number | null;
  mobile: string;
  text: string;
}

/**
 * An SMS provider (DESIGN.md "Providers"). The default driver `outbox` sends nothing and only records; a
 * real SMS gateway adapter implements the same call and is chosen in createMessenger.
 */
export interface SmsProvider {
  readonly name: string;
  /** Hands the message to the provider; throws when the provider refuses it. */
  deliver(message: OutgoingSms): Promise<void>;
}

/** Email transport: SMTP (nodemailer) when SMTP_URL is set, otherwise the outbox only. */
export interface EmailTransport {
  readonly name: string;
  deliver(message: OutgoingEmail): Promise<void>;
}

export const outboxSms: SmsProvider = { name: 'outbox', deliver: async () => {} };
export const outboxEmail: EmailTransport = { name: 'outbox', deliver: async () => {} };

export function smtpEmail(smtpUrl: string, from: string): EmailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/**
 * Sends SMS and email and records every message in `message_outbox` — delivered, recorded by the outbox
 * driver, or failed with the provider's error — so admins can see what went out. A failed delivery throws
 * after it is recorded, so the caller can tell the user.
 */
export class Messenger {
  constructor(
    private readonly db: Db,
    readonly email: EmailTransport,
    readonly sms: SmsProvider,
  ) {}

  sendEmail(message: OutgoingEmail) {
    return this.send('email', this.email, message, {
      recipient: message.to,
      subject: message.subject,
      body: message.text,
    });
  }

  sendSms(message: OutgoingSms) {
    return this.send('sms', this.sms, message, {
      recipient: message.mobile,
      subject: '',
      body: message.text,
    });
  }

  private async send<T extends { agentId: number | null }>(
    channel: 'sms' | 'email',
    driver: { name: string; deliver(message: T): Promise<void> },
    message: T,
    row: { recipient: string; subject: string; body: string },
  ) {
    const base = { channel, agent_id: message.agentId, driver: driver.name, ...row };
    try {
      await driver.deliver(message);
    } catch (error) {
      await recordMessage(this.db, { ...base, status: 'failed', error: String(error).slice(0, 500) });
      throw error;
    }
    await recordMessage(this.db, { ...base, status: driver.name === 'outbox' ? 'recorded' : 'sent' });
  }
}

/** The sender of our mails; an SMTP_URL may carry `?from=` to override it. */
const DEFAULT_FROM = 'Onsite <no-reply@onsite.local>';

export function createMessenger(config: Config, db: Db): Messenger {
  if (!config.smtpUrl) return new Messenger(db, outboxEmail, outboxSms);
  const url = new URL(config.smtpUrl);
  const from = url.searchParams.get('from') ?? DEFAULT_FROM;
  url.searchParams.delete('from');
  return new Messenger(db, smtpEmail(url.toString(), from), outboxSms);
}
