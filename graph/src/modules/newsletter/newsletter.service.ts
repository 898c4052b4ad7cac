import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';

export const SUBSCRIBED_MESSAGE = 'Successfully subscribed to newsletter!';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class NewsletterService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Adds the address. Subscribing again answers exactly like a first subscription, so the form
   * cannot be used to find out whether someone is on the list.
   */
  async subscribe(rawEmail: string): Promise<{ message: string }> {
    const email = rawEmail.trim();
    if (!email) throw badInput('email', 'Please enter your email address');
    if (email.length > 254 || !EMAIL.test(email)) throw badInput('email', 'Please enter a valid email address');
    await this.em.execute(`INSERT INTO subscriber (email) VALUES (?) ON CONFLICT (lower(email)) DO NOTHING`, [email]);
    return { message: SUBSCRIBED_MESSAGE };
  }
}
