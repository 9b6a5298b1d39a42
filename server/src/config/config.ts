import path from 'node:path';
import { newPassword } from '@onsite/contracts';
import { z } from 'zod';

/**
 * Environment → typed config, validated once at start. A wrong value stops the start with a message that
 * names the variable, so a typo in DATABASE_URL never silently falls back to the embedded database.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    /** the built web app to serve (default web/dist); the e2e runs point it at a build of their own */
    WEB_DIST: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/.+/, { error: 'must be a redis:// or rediss:// URL' })
      .optional(),
    STORAGE: z.enum(['local', 's3'], { error: "must be 'local' or 's3'" }).default('local'),
    STORAGE_DIR: z.string().min(1).optional(),
    STORAGE_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    S3_ENDPOINT: z.url({ error: 'must be an absolute URL' }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY: z.string().min(1).optional(),
    S3_SECRET_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_PUBLIC_URL: z.url({ error: 'must be an absolute URL' }).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    SEED_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).max(64).optional(),
    SEED: z.enum(['demo', 'none']).default('demo'),
    /** SEED=none: the first super admin, created at the first start when there is no administrator yet */
    ADMIN_USERNAME: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.@-]{3,32}$/, { error: 'must be 3-32 letters, digits or _ . @ -' })
      .optional(),
    ADMIN_PASSWORD: newPassword.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: z.url({ error: 'must be an absolute URL' }).optional(),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** the HMAC key of known-device cookies (login throttling); absent = generated once and kept in DATA_DIR */
    DEVICE_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    TOTP_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /** the pay types offered (comma-separated: wechat, alipay); empty = none ("no valid payment method") */
    PAY_TYPES: z
      .string()
      .default('wechat,alipay')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(['wechat', 'alipay'], { error: 'must list wechat and/or alipay' }))),
    /** the sandbox payment gateway's signing key; absent = generated once and kept in DATA_DIR */
    PAY_SANDBOX_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /** WeCom (企业微信) server API: the sandbox inside this server (the demo, no internet) or the real one */
    WECOM: z.enum(['sandbox', 'real'], { error: "must be 'sandbox' or 'real'" }).default('sandbox'),
    /** WECOM=real: the API's address (a proxy or a local fake instead of WeCom's own) */
    WECOM_API_URL: z.url({ error: 'must be an absolute URL' }).default('https://qyapi.weixin.qq.com'),
    WECOM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** WeChat official-account API (followers, menus): the sandbox inside this server or the real one */
    WECHAT_MP: z.enum(['sandbox', 'real'], { error: "must be 'sandbox' or 'real'" }).default('sandbox'),
    /** WECHAT_MP=real: the API's address (a proxy or a local fake instead of WeChat's own) */
    WECHAT_API_URL: z.url({ error: 'must be an absolute URL' }).default('https://api.weixin.qq.com'),
    WECHAT_MP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** the key that seals the agents' WeCom app secrets at rest; absent = generated once and kept in DATA_DIR */
    WECOM_SECRET_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /** refused payment notifies stored per provider and reason per minute; the rest are only counted */
    PAY_NOTIFY_SAMPLE: z.coerce.number().int().min(1).max(10_000).default(20),
    /** storage quota per tenant for uploads (registered files + uploads not registered yet), MB; 0 = none */
    UPLOAD_QUOTA_CUSTOMER_MB: z.coerce.number().int().min(0).max(10_000_000).default(1024),
    UPLOAD_QUOTA_AGENT_MB: z.coerce.number().int().min(0).max(10_000_000).default(10_240),
    UPLOAD_QUOTA_PLATFORM_MB: z.coerce.number().int().min(0).max(10_000_000).default(0),
    /** how long an uploaded file may stay unregistered after its token expired before it is deleted */
    UPLOAD_CLEANUP_GRACE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(24),
    /** the durable job worker (imports, exports) inside this process; `off` for request-only processes */
    JOBS_WORKER: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
    /** how long a worker holds a job between batches: a job whose worker died is resumed after this */
    JOBS_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    /** the font generated invoice PDFs are written in (TTF, OTF or a TTC collection): it must hold CJK */
    INVOICE_FONT: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
    /** a TTC collection's font to use (its PostScript name); ignored for a single-font file */
    INVOICE_FONT_FAMILY: z.string().min(1).default('NotoSansCJKsc-Regular'),
  })
  .superRefine((value, context) => {
    if (Boolean(value.ADMIN_USERNAME) !== Boolean(value.ADMIN_PASSWORD)) {
      const missing = value.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required with the other ADMIN_ variable',
      });
    }
    if (value.STORAGE !== 's3') return;
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
      if (!value[name])
        context.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' });
    }
  });

export interface S3Config {
  /** absent = AWS itself */
  endpoint?: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** where stored objects are read by browsers; default: the endpoint and bucket, path style */
  publicUrl?: string;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** the built web app to serve; null = web/dist */
  webDist: string | null;
  databaseUrl?: string;
  redisUrl?: string;
  storage: 'local' | 's3';
  /** local driver: where files are kept (default DATA_DIR/storage) */
  storageDir: string;
  /** local driver: HMAC key of upload tokens; absent = generated once and kept in DATA_DIR */
  storageSecret?: string;
  s3?: S3Config;
  smtpUrl?: string;
  seedPassword?: string;
  /** ADMIN_USERNAME / ADMIN_PASSWORD: the first super admin of an install without demo data */
  firstAdmin?: { username: string; password: string };
  seed: 'demo' | 'none';
  logLevel: string;
  publicUrl?: string;
  trustProxy: boolean;
  payTypes: ('wechat' | 'alipay')[];
  paySandboxSecret?: string;
  /** WeCom's server API (WECOM, WECOM_API_URL, WECOM_TIMEOUT_MS): the in-server sandbox or the real address */
  wecom: { driver: 'sandbox' | 'real'; apiUrl: string; timeoutMs: number };
  /** WeChat's official-account API (WECHAT_MP, WECHAT_API_URL, WECHAT_MP_TIMEOUT_MS) */
  wechatMp: { driver: 'sandbox' | 'real'; apiUrl: string; timeoutMs: number };
  /** key of the sealed WeCom app secrets (WECOM_SECRET_KEY); absent = generated once and kept in DATA_DIR */
  wecomSecretKey?: string;
  /** refused payment notifies stored per provider and reason per minute (PAY_NOTIFY_SAMPLE) */
  payNotifySample: number;
  /** failed logins of one account (from any source) in 15 minutes before a captcha or known device is needed; an IP gets three times that across accounts */
  loginRateLimit: number;
  /** HMAC key of known-device cookies; absent = generated once and kept in DATA_DIR */
  deviceSecret?: string;
  /** key of the sealed TOTP secrets and the signed two-factor challenges; absent = generated once and kept in DATA_DIR */
  totpSecret?: string;
  /** run the job worker in this process (JOBS_WORKER, default on) */
  jobsWorker: boolean;
  /** a job's lease (JOBS_LEASE_SECONDS): how soon a job whose worker died is taken up again */
  jobsLeaseMs: number;
  /** upload quota per tenant kind in bytes (UPLOAD_QUOTA_*_MB); null = no quota */
  uploadQuota: { customer: number | null; agent: number | null; platform: number | null };
  /** unregistered uploads are deleted this long after their token expired (UPLOAD_CLEANUP_GRACE_HOURS) */
  uploadCleanupGraceMs: number;
  /** the CJK font of generated invoice PDFs (INVOICE_FONT, INVOICE_FONT_FAMILY); absent = the default */
  invoiceFont?: { path: string; family: string };
};

const quotaBytes = (mb: number) => (mb === 0 ? null : mb * 1024 * 1024);

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    dataDir: path.resolve(value.DATA_DIR),
    webDist: value.WEB_DIST ? path.resolve(value.WEB_DIST) : null,
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    storage: value.STORAGE,
    storageDir: path.resolve(value.STORAGE_DIR ?? path.join(value.DATA_DIR, 'storage')),
    storageSecret: value.STORAGE_SECRET,
    s3:
      value.STORAGE === 's3'
        ? {
            endpoint: value.S3_ENDPOINT,
            bucket: value.S3_BUCKET as string,
            accessKey: value.S3_ACCESS_KEY as string,
            secretKey: value.S3_SECRET_KEY as string,
            region: value.S3_REGION,
            publicUrl: value.S3_PUBLIC_URL,
          }
        : undefined,
    smtpUrl: value.SMTP_URL,
    seedPassword: value.SEED_PASSWORD,
    firstAdmin:
      value.ADMIN_USERNAME && value.ADMIN_PASSWORD
        ? { username: value.ADMIN_USERNAME, password: value.ADMIN_PASSWORD }
        : undefined,
    seed: value.SEED,
    logLevel: value.LOG_LEVEL,
    publicUrl: value.PUBLIC_URL,
    trustProxy: value.TRUST_PROXY,
    loginRateLimit: value.LOGIN_RATE_LIMIT,
    payTypes: value.PAY_TYPES,
    paySandboxSecret: value.PAY_SANDBOX_SECRET,
    payNotifySample: value.PAY_NOTIFY_SAMPLE,
    wecom: { driver: value.WECOM, apiUrl: value.WECOM_API_URL, timeoutMs: value.WECOM_TIMEOUT_MS },
    wecomSecretKey: value.WECOM_SECRET_KEY,
    wechatMp: {
      driver: value.WECHAT_MP,
      apiUrl: value.WECHAT_API_URL,
      timeoutMs: value.WECHAT_MP_TIMEOUT_MS,
    },
    deviceSecret: value.DEVICE_SECRET,
    totpSecret: value.TOTP_SECRET,
    jobsWorker: value.JOBS_WORKER === 'on',
    jobsLeaseMs: value.JOBS_LEASE_SECONDS * 1000,
    uploadQuota: {
      customer: quotaBytes(value.UPLOAD_QUOTA_CUSTOMER_MB),
      agent: quotaBytes(value.UPLOAD_QUOTA_AGENT_MB),
      platform: quotaBytes(value.UPLOAD_QUOTA_PLATFORM_MB),
    },
    uploadCleanupGraceMs: value.UPLOAD_CLEANUP_GRACE_HOURS * 3_600_000,
    invoiceFont: { path: path.resolve(value.INVOICE_FONT), family: value.INVOICE_FONT_FAMILY },
  };
}
