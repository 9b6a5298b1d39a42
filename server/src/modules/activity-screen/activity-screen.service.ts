import {
  type ActivityScreen,
  ActivityStatus,
  type H5Activity,
  type H5SignInRequest,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { statusOf } from '#server/modules/activity/index.ts';
import { verifyPassword } from '#server/platform/auth/passwords.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './activity-screen.repository.ts';
import { signTicket, ticketOpens } from './screen-ticket.ts';

const LATEST = 8;

const statusNow = (activity: repository.ScreenActivity) =>
  statusOf(
    {
      lifecycle: activity.lifecycle,
      cancelledAt: activity.cancelled_at,
      beginTime: activity.begin_time,
      endTime: activity.end_time,
    },
    new Date(),
  );

/** The big screen of one of the organiser's activities: its state, h5 code and live counters. */
export async function screenOf(db: Db, scope: CustomerScope, id: number): Promise<ActivityScreen> {
  const activity = await repository.ownActivity(db, scope, id);
  if (!activity) throw notFound('activity not found');
  return screenData(db, activity);
}

/**
 * A venue opens the screen with the activity's access password: a ticket for 12 hours. A screen without a
 * password is its organiser's alone (opened signed in), so there is nothing to open here.
 */
export async function openScreen(db: Db, secret: string, input: { acid: number; password: string }) {
  const activity = await repository.activityWithPassword(db, input.acid);
  if (!activity || activity.lifecycle === 'unpaid') throw notFound('activity not found');
  if (!activity.password_hash)
    throw badRequest('this screen has no access password: open it signed in as its organiser');
  if (!(await verifyPassword(activity.password_hash, input.password)))
    throw badRequest('wrong access password');
  const { ticket, expiresAt } = signTicket(activity.id, activity.password_hash, secret);
  return { ticket, expires_at: iso(expiresAt) };
}

/** The screen a venue opened with the password, while its ticket holds and the password is unchanged. */
export async function publicScreen(db: Db, secret: string, input: { acid: number; ticket: string }) {
  const activity = await repository.activityWithPassword(db, input.acid);
  if (!activity) throw notFound('activity not found');
  const passwordHash = activity.password_hash;
  if (!passwordHash || !ticketOpens(input.ticket, { id: activity.id, passwordHash }, secret))
    throw badRequest('the screen needs its access password again');
  return screenData(db, activity);
}

async function screenData(db: Db, activity: repository.ScreenActivity): Promise<ActivityScreen> {
  const [signins, vipPersons, latest] = await Promise.all([
    repository.signinCount(db, activity.id),
    repository.vipPersonCount(db, activity.id),
    repository.latestSignins(db, activity.id, LATEST),
  ]);
  return {
    id: activity.id,
    title: activity.title,
    status: statusNow(activity),
    begin_time: iso(activity.begin_time),
    end_time: iso(activity.end_time),
    h5_code: activity.h5_code,
    signins,
    vip_persons: vipPersons,
    latest: latest.map((row) => ({ name: row.name, time: iso(row.created_at) })),
  };
}

/** The states an attendee may sign in: paid and not over, not cancelled or abolished. */
const OPEN: readonly number[] = [ActivityStatus.notStarted, ActivityStatus.inProgress];

async function byCode(db: Db, code: string) {
  const activity = await repository.activityByCode(db, code);
  // an unpaid activity has no audience yet: its link leads nowhere, like a wrong one
  if (!activity || activity.lifecycle === 'unpaid') throw notFound('activity not found');
  return activity;
}

/** What an attendee's h5 page shows of the activity. */
export async function h5Info(db: Db, code: string): Promise<H5Activity> {
  const activity = await byCode(db, code);
  return {
    title: activity.title,
    status: statusNow(activity),
    begin_time: iso(activity.begin_time),
    end_time: iso(activity.end_time),
    organiser: activity.organiser ?? '',
    signins: await repository.signinCount(db, activity.id),
  };
}

/** An attendee signs in while the activity is open (not started or in progress); once per phone. */
export async function h5SignIn(db: Db, input: H5SignInRequest) {
  const activity = await byCode(db, input.code);
  if (!OPEN.includes(statusNow(activity))) throw badRequest('the activity is not open for sign-in');
  const firstTime = await repository.insertSignin(db, activity, { name: input.name, phone: input.mobile });
  return { first_time: firstTime, signins: await repository.signinCount(db, activity.id) };
}
