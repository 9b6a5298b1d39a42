import type { Db } from '#server/db/database.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { JobFailure, type JobHandler } from '#server/platform/jobs/job-worker.ts';
import type { SecretBox } from '#server/platform/secret-box.ts';
import { WecomApiError, type WecomClient } from '#server/platform/wecom/client.ts';
import type { WecomCorpApi } from '#server/platform/wecom/external-contact.ts';
import { FAILURE_MESSAGE } from './wecom.service.ts';
import * as repository from './wecom-contacts.repository.ts';
import { apiOf, type FetchedContact, fetchContact, storeContact } from './wecom-contacts.service.ts';

/** Contacts fetched from WeCom and stored per batch (one transaction with the job's progress). */
export const SYNC_BATCH = 20;

/** WeCom's "this member has no external contact" on externalcontact/list: none, not a failure. */
const NO_CONTACTS = 84061;

async function wecom<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof WecomApiError)
      throw new JobFailure(FAILURE_MESSAGE[error.failure], { errcode: error.errcode ?? '' });
    throw error;
  }
}

/** Every (external_userid, member) of the corp: the members, then each one's contacts (the first member wins). */
async function contactsOfCorp(api: WecomCorpApi): Promise<[string, string][]> {
  const found = new Map<string, string>();
  for (const member of await wecom(() => api.members())) {
    const ids = await wecom(() =>
      api.contactsOf(member.userid).catch((error: unknown) => {
        if (error instanceof WecomApiError && error.errcode === NO_CONTACTS) return [];
        throw error;
      }),
    );
    for (const id of ids) if (!found.has(id)) found.set(id, member.userid);
  }
  return [...found];
}

/**
 * The `wecom_sync` job: a corp's contacts as WeCom has them (members → externalcontact/list → get), for
 * contacts added outside our callback. The list is kept with the job when first read; then batches of
 * contacts are fetched and stored with the job's cursor in one transaction under the lease, so a worker
 * killed mid-way leaves whole batches and the next one resumes after the cursor. Storing is idempotent (a
 * contact once per corp, a lead once per person): new contacts become leads of source wecom_contact, or
 * acquisition_link when their state is one of our links'.
 */
export function createWecomSyncHandlers(
  db: Db,
  box: SecretBox,
  client: WecomClient,
): { wecom_sync: JobHandler } {
  return {
    wecom_sync: async (run) => {
      const { job } = run;
      const corp = job.agent_id === null ? undefined : await repository.corpOf(db, job.agent_id);
      if (!corp) throw new JobFailure('WeCom binding not found');
      let api: WecomCorpApi;
      try {
        api = apiOf(box, client, corp);
      } catch (error) {
        if (error instanceof AppError) throw new JobFailure(error.key, error.params);
        throw error;
      }
      let pairs = (job.params as { pairs?: [string, string][] }).pairs;
      let start = job.processed_num;
      if (!pairs) {
        const listed = await contactsOfCorp(api);
        await run.withLease((trx) => repository.startSync(trx, job.id, listed));
        pairs = listed;
        start = 0;
      }
      for (let at = start; at < pairs.length; at += SYNC_BATCH) {
        const batch = pairs.slice(at, at + SYNC_BATCH);
        const fetched: {
          contact: FetchedContact;
          link: Awaited<ReturnType<typeof repository.linkByState>>;
        }[] = [];
        for (const [externalUserid, userid] of batch) {
          const contact = await wecom(() => fetchContact(api, externalUserid, userid));
          const state = contact.member?.state;
          fetched.push({
            contact,
            link: state ? await repository.linkByState(db, corp.agent_id, state) : undefined,
          });
        }
        const total = pairs.length;
        await run.withLease(async (trx) => {
          let created = 0;
          for (const one of fetched)
            if ((await storeContact(trx, corp, one.contact, one.link ?? null)).created) created += 1;
          await repository.syncProgress(trx, job.id, at + batch.length, created, total);
        });
        await run.pause();
      }
      await run.withLease((trx) => repository.finishSync(trx, job.id));
    },
  };
}
