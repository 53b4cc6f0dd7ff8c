/**
 * Server-side checking of the bot-protection token (docs/architecture.md#bot-protection): Google's
 * siteverify when a reCAPTCHA secret is set, else, when opted in, the local development
 * tokens `dev.<action>.<random>` the browser's development provider makes.
 */
import { z } from 'zod';
import type { Env } from '../app/env';
import type { TokenLedger } from '../store/store';

export type Verdict = { ok: true } | { ok: false; reason: string; unavailable?: boolean };

export interface TokenVerifier {
  verify(token: string, expectedAction: string, remoteIp: string): Promise<Verdict>;
}

// ---------------------------------------------------------------------------------------------
// reCAPTCHA v3
// ---------------------------------------------------------------------------------------------

export interface RecaptchaOptions {
  secret: string;
  verifyUrl: string;
  minScore: number;
  /** Hostnames the token may have been issued on: the site's own, from ALLOWED_ORIGINS. */
  hostnames: readonly string[];
  timeoutMs?: number;
}

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export function recaptchaVerifier({
  secret,
  verifyUrl,
  minScore,
  hostnames,
  timeoutMs = 5000,
}: RecaptchaOptions): TokenVerifier {
  return {
    async verify(token, expectedAction, remoteIp) {
      let answer: z.infer<typeof siteverifyAnswer>;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        answer = siteverifyAnswer.parse(await response.json());
      } catch (error) {
        // Not the visitor's fault: the client sees 503, not a verdict on its token.
        return { ok: false, unavailable: true, reason: `siteverify unreachable: ${String(error)}` };
      }
      if (!answer.success) return { ok: false, reason: `rejected: ${(answer['error-codes'] ?? []).join(',')}` };
      if ((answer.score ?? 0) < minScore) return { ok: false, reason: `score ${answer.score} < ${minScore}` };
      if (answer.action !== expectedAction) return { ok: false, reason: `action ${answer.action} ≠ ${expectedAction}` };
      if (!answer.hostname || !hostnames.includes(answer.hostname)) {
        return { ok: false, reason: `hostname ${answer.hostname} not allowed` };
      }
      return { ok: true };
    },
  };
}

/** The hostnames of the allowed origins: where the site, and so its tokens, live. */
export function hostnamesOf(origins: readonly string[]): string[] {
  return [...new Set(origins.map((origin) => new URL(origin).hostname))];
}

// ---------------------------------------------------------------------------------------------
// Development tokens
// ---------------------------------------------------------------------------------------------

const DEV_TOKEN = /^dev\.([a-z0-9_]+)\.([A-Za-z0-9_-]{8,128})$/;

/**
 * Accepts `dev.<action>.<random>` once each: the action must be the form's and the random part
 * 8 to 128 characters of [A-Za-z0-9_-]. Used tokens are recorded in the store's ledger, like
 * Google remembers its own, so a replayed token fails as it would in production, on whichever
 * instance it is replayed.
 */
export function devTokenVerifier(ledger: TokenLedger): TokenVerifier {
  return {
    async verify(token, expectedAction) {
      const match = DEV_TOKEN.exec(token);
      if (!match) return { ok: false, reason: 'malformed development token' };
      if (match[1] !== expectedAction) return { ok: false, reason: `action ${match[1]} ≠ ${expectedAction}` };
      if (!(await ledger.spend(token))) return { ok: false, reason: 'development token already used' };
      return { ok: true };
    },
  };
}

/** The verifier the settings call for: a reCAPTCHA secret always wins over development tokens. */
export function verifierFromEnv(
  env: Pick<
    Env,
    'RECAPTCHA_SECRET' | 'RECAPTCHA_VERIFY_URL' | 'RECAPTCHA_MIN_SCORE' | 'ALLOWED_ORIGINS' | 'ALLOW_DEV_TOKENS'
  >,
  ledger: TokenLedger,
): TokenVerifier {
  if (env.RECAPTCHA_SECRET) {
    return recaptchaVerifier({
      secret: env.RECAPTCHA_SECRET,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      minScore: env.RECAPTCHA_MIN_SCORE,
      hostnames: hostnamesOf(env.ALLOWED_ORIGINS),
    });
  }
  // loadEnv refuses to start without one of the two; this guards any other caller.
  if (!env.ALLOW_DEV_TOKENS) throw new Error('Neither RECAPTCHA_SECRET nor ALLOW_DEV_TOKENS is set');
  return devTokenVerifier(ledger);
}
