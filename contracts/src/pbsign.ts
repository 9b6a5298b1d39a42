import { z } from 'zod';
import { activityPerson } from './activity.ts';
import { calendarDay } from './audit-filter.ts';
import { emptyData, pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { offerFields, offerRequest } from './offer.ts';
import { payment, payType } from './order.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * On-site sign-in devices (issue 16, the "device" product kind; issue 18, the pbsign tool). The platform's
 * catalogue holds device models and their units (a serial number and a secret device key each); a customer
 * binds a unit to one of its activities for the activity's period (/my/tool/pbsign), the kiosk opens
 * /my/tool/pbsign/device?serial=…&key=… and records sign-ins (rows of activity_signins naming the unit), and
 * the customer reads and exports those sign-ins.
 */

const tags = ['pbsign'];

/** 1 = on sale (customers may bind its units), 0 = off sale. */
const status = z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 (off sale) or 1 (on sale)' });

/** A unit's state: in stock (no binding now or later), bound (a binding not over yet), retired. */
export const DEVICE_UNIT_STATES = ['stock', 'bound', 'retired'] as const;
export type DeviceUnitState = (typeof DEVICE_UNIT_STATES)[number];

/** A serial number: letters, digits and dashes, 4 to 32 (upper-cased on the way in). */
export const deviceSerial = z
  .string({ error: 'the serial number is 4 to 32 letters, digits or dashes' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,32}$/, { error: 'the serial number is 4 to 32 letters, digits or dashes' });

export const deviceModel = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** an http(s) link or an uploaded image's storage key; '' = none */
  cover: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
  /** the platform's rental price per day, cents; 0 = free (bound at once) */
  day_price: z.number().int(),
  /** agents renting it out */
  agents: z.number().int(),
  /** units not retired */
  units: z.number().int(),
  /** units with a binding not over yet */
  bound: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type DeviceModel = z.infer<typeof deviceModel>;

const modelFields = {
  name: z
    .string({ error: 'the device name is required' })
    .trim()
    .min(1, { error: 'the device name is required' })
    .max(60, { error: 'the device name is at most 60 characters' }),
  description: z
    .string()
    .trim()
    .max(1000, { error: 'the device description is at most 1000 characters' })
    .default(''),
  cover: z
    .string()
    .trim()
    .max(500, { error: 'the cover must be an uploaded image or an http(s) link' })
    .default(''),
  sort: nonNegative('sort must be a whole number, 0 or more').default(0),
  status: status.default(1),
  day_price: nonNegative('the price per day must be a whole number of cents, 0 or more').default(0),
};
export const deviceModelCreateRequest = z.object(modelFields);
export type DeviceModelCreateRequest = z.input<typeof deviceModelCreateRequest>;
export const deviceModelUpdateRequest = z.object({ id: rowId('id is required'), ...modelFields });
export type DeviceModelUpdateRequest = z.input<typeof deviceModelUpdateRequest>;

export const deviceUnit = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  serial: z.string(),
  state: z.enum(DEVICE_UNIT_STATES),
  /** the activity of the binding not over yet (the current or next one); '' = none */
  activity_title: z.string(),
  /** whom that binding rents it to (the customer's nickname, else phone or email) and its agent; '' = none */
  customer_name: z.string(),
  agent_name: z.string(),
  /** that binding's state: pending (awaiting payment) or active; '' = none */
  binding_state: z.string(),
  create_time: z.string(),
});
export type DeviceUnit = z.infer<typeof deviceUnit>;

export const deviceUnitCreateRequest = z.object({
  product_id: rowId('product_id is required'),
  /** '' or absent: the server generates one */
  serial: z
    .union([z.literal(''), deviceSerial], {
      error: 'the serial number is 4 to 32 letters, digits or dashes',
    })
    .default(''),
});
export type DeviceUnitCreateRequest = z.input<typeof deviceUnitCreateRequest>;

/** A new unit with its device key, shown this once (only its hash is kept). */
/**
 * A binding's state: pending (a rental awaiting payment, the unit kept for it until expires_at), expired (that
 * time passed unpaid: the unit is free again; paying it keeps the unit again if it is still free), active (free
 * or paid), ended (its period is over, refunded, or cancelled before payment).
 */
export const PBSIGN_BINDING_STATES = ['pending', 'expired', 'active', 'ended'] as const;
export type PbsignBindingState = (typeof PBSIGN_BINDING_STATES)[number];

export const deviceUnitWithKey = deviceUnit.extend({ key: z.string() });
export type DeviceUnitWithKey = z.infer<typeof deviceUnitWithKey>;

const catalogue = { audience: 'admin', permission: Permission.admin.device } as const;
const catalogueManage = { audience: 'admin', permission: Permission.admin.deviceManage } as const;

export const deviceApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/device/getList',
    access: catalogue,
    tags,
    summary: 'The sign-in device models with their units counted, in sort order',
    query: pageQuery.extend({ keyword: z.string().trim().max(64).optional() }),
    reply: reply.list(deviceModel),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/device/create',
    access: catalogueManage,
    tags,
    summary: 'Add a sign-in device model',
    body: deviceModelCreateRequest,
    reply: reply.data(deviceModel),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/admin/device/update',
    access: catalogueManage,
    tags,
    summary: 'Edit a sign-in device model',
    body: deviceModelUpdateRequest,
    reply: reply.data(deviceModel),
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/api/admin/device/setStatus',
    access: catalogueManage,
    tags,
    summary: 'Put a device model on sale or take it off (off: its units can no longer be bound)',
    body: z.object({ id: rowId('id is required'), status }),
    reply: reply.data(deviceModel),
  }),
  getUnits: defineRoute({
    method: 'GET',
    path: '/api/admin/device/getUnits',
    access: catalogue,
    tags,
    summary: "A device model's units: serial, state and the activity of the binding not over yet",
    query: pageQuery.extend({
      product_id: rowId('product_id is required'),
      keyword: z.string().trim().max(64).optional(),
    }),
    reply: reply.list(deviceUnit),
  }),
  addUnit: defineRoute({
    method: 'POST',
    path: '/api/admin/device/addUnit',
    access: catalogueManage,
    tags,
    summary: 'Add a unit by its serial number (or a generated one); answers its device key, shown once',
    body: deviceUnitCreateRequest,
    reply: reply.data(deviceUnitWithKey),
  }),
  retireUnit: defineRoute({
    method: 'POST',
    path: '/api/admin/device/retireUnit',
    access: catalogueManage,
    tags,
    summary: 'Retire a unit with no binding not over yet (its key stops working; its sign-ins stay)',
    body: z.object({ id: rowId('id is required') }),
    reply: reply.data(emptyData),
  }),
};

// ---- offers per agent (the partner drawer's "device" tab) ----

export const agentDeviceRow = deviceModel
  .omit({
    agents: true,
    units: true,
    bound: true,
    create_time: true,
    update_time: true,
    description: true,
    day_price: true,
  })
  // the platform's price per day, named as every catalogue's price
  .extend({ price: z.number().int(), ...offerFields });
export type AgentDeviceRow = z.infer<typeof agentDeviceRow>;

export const agentDeviceSetRequest = offerRequest('device_id', 'device_id must be a device model id');
export type AgentDeviceSetRequest = z.input<typeof agentDeviceSetRequest>;

/** At most this many models in the drawer's tab. */
export const DEVICE_CATALOGUE_MAX = 200;

export const agentDeviceApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/partner/device/getList',
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: 'Every device model with whether and at what wholesale price per day the agent rents it out',
    query: z.object({ agent_id: rowId('agent_id must be an agent id') }),
    reply: reply.data(z.array(agentDeviceRow)),
  }),
  setOffer: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/device/setOffer',
    access: { audience: 'admin', permission: Permission.admin.deviceOffer },
    tags,
    summary:
      "Offer a device model through an agent at its price per day (not below the platform's), or withdraw it",
    body: agentDeviceSetRequest,
    reply: reply.data(agentDeviceRow),
  }),
};

// ---- the customer's pbsign tool (/my/tool/pbsign) ----

export const pbsignActivity = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ActivityStatus */
  status: z.number().int(),
  begin_time: z.string(),
  end_time: z.string(),
});
export type PbsignActivity = z.infer<typeof pbsignActivity>;

export const pbsignBinding = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity_title: z.string(),
  device_id: z.number().int(),
  serial: z.string(),
  device_name: z.string(),
  /** the rental period: the activity's begin and end time when bound */
  begin_time: z.string(),
  end_time: z.string(),
  /** sign-ins recorded by this device for this activity */
  signins: z.number().int(),
  state: z.enum(PBSIGN_BINDING_STATES),
  /** the rental's order ('' and 0: a free binding) */
  order_no: z.string(),
  amount: z.number().int(),
  /** a pending rental: until when the unit is kept for it; '' otherwise */
  expires_at: z.string(),
  create_time: z.string(),
});
export type PbsignBinding = z.infer<typeof pbsignBinding>;

/** The unit and the activity a binding would join, with the rental's price at the site's retail. */
export const pbsignBindQuery = z.object({
  activity_id: rowId('choose an activity'),
  serial: deviceSerial,
});

export const pbsignQuote = z.object({
  serial: z.string(),
  device_name: z.string(),
  activity_title: z.string(),
  begin_time: z.string(),
  end_time: z.string(),
  /** the calendar days (Asia/Shanghai) the activity's period touches, at least 1 */
  days: z.number().int(),
  /** the site's retail price per day, cents; 0 = free */
  day_price: z.number().int(),
  /** days × day_price, cents */
  amount: z.number().int(),
});
export type PbsignQuote = z.infer<typeof pbsignQuote>;

export const pbsignBindRequest = pbsignBindQuery.extend({
  /** the rental's price the page showed (cents); the server refuses another one */
  amount: nonNegative('amount is required').default(0),
  pay_type: payType.default('wechat'),
});
export type PbsignBindRequest = z.input<typeof pbsignBindRequest>;

/** A binding made: free (active at once, payment null) or a rental awaiting its payment. */
export const pbsignBindResult = z.object({ binding: pbsignBinding, payment: payment.nullable() });
export type PbsignBindResult = z.infer<typeof pbsignBindResult>;

export const pbsignLogFilterFields = {
  activity_id: rowId('activity_id must be an activity id').optional(),
  device_id: rowId('device_id must be a device id').optional(),
  start_date: calendarDay.optional(),
  end_date: calendarDay.optional(),
  /** name or mobile */
  keyword: z.string().trim().max(64).optional(),
};

export const pbsignLog = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity_title: z.string(),
  name: z.string(),
  /** masked: 139****5678 */
  mobile: z.string(),
  device_id: z.number().int(),
  serial: z.string(),
  create_time: z.string(),
});
export type PbsignLog = z.infer<typeof pbsignLog>;

const customer = { audience: 'customer' } as const;

export const pbsignApi = {
  getActivities: defineRoute({
    method: 'GET',
    path: '/api/customer/pbsign/getActivities',
    access: customer,
    tags,
    summary: 'My activities a device may be bound to: paid, not over, not cancelled or abolished',
    reply: reply.data(z.array(pbsignActivity)),
  }),
  getQuote: defineRoute({
    method: 'GET',
    path: '/api/customer/pbsign/getQuote',
    access: customer,
    tags,
    summary: "What binding this device to this activity costs at my site's price: days × price per day",
    query: pbsignBindQuery,
    reply: reply.data(pbsignQuote),
  }),
  getBindings: defineRoute({
    method: 'GET',
    path: '/api/customer/pbsign/getBindings',
    access: customer,
    tags,
    summary: 'My device bindings, newest first',
    query: pageQuery,
    reply: reply.list(pbsignBinding),
  }),
  bind: defineRoute({
    method: 'POST',
    path: '/api/customer/pbsign/bind',
    access: customer,
    tags,
    summary:
      "Bind a device by its serial number to one of my activities for the activity's period (a priced model: a pending rental and its order, type 20)",
    body: pbsignBindRequest,
    reply: reply.data(pbsignBindResult),
  }),
  unbind: defineRoute({
    method: 'POST',
    path: '/api/customer/pbsign/unbind',
    access: customer,
    tags,
    summary:
      'Unbind a device from my activity (its sign-ins stay); a pending rental is cancelled, a paid one ends by a refund',
    body: z.object({ id: rowId('id is required') }),
    reply: reply.data(emptyData),
  }),
  getLogs: defineRoute({
    method: 'GET',
    path: '/api/customer/pbsign/getLogs',
    access: customer,
    tags,
    summary: 'The sign-ins my bound devices recorded, newest first (mobile masked)',
    query: pageQuery.extend(pbsignLogFilterFields),
    reply: reply.list(pbsignLog),
  }),
};

// ---- the device's own page (the kiosk): serial + key, no account ----

export const deviceCredentials = {
  serial: deviceSerial,
  key: z
    .string({ error: 'wrong device serial number or key' })
    .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'wrong device serial number or key' }),
};

export const deviceState = z.object({
  serial: z.string(),
  device_name: z.string(),
  /** the activity the device is bound to now; null = none */
  activity: z
    .object({
      title: z.string(),
      begin_time: z.string(),
      end_time: z.string(),
      organiser: z.string(),
      /** every sign-in of the activity (h5 and devices) */
      signins: z.number().int(),
    })
    .nullable(),
});
export type DeviceState = z.infer<typeof deviceState>;

export const deviceSignInRequest = z.object({ ...deviceCredentials, ...activityPerson });
export type DeviceSignInRequest = z.input<typeof deviceSignInRequest>;

const device = { audience: 'public' } as const;

export const deviceKioskApi = {
  getState: defineRoute({
    method: 'POST',
    path: '/api/device/pbsign/getState',
    access: device,
    tags,
    summary: 'The kiosk, by its serial and key (rate limited): the activity it is bound to now, if any',
    body: z.object(deviceCredentials),
    reply: reply.data(deviceState),
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/api/device/pbsign/signIn',
    access: device,
    tags,
    summary: 'The kiosk signs an attendee in to its activity now, by name and phone (once per phone)',
    body: deviceSignInRequest,
    reply: reply.data(z.object({ first_time: z.boolean(), signins: z.number().int() })),
  }),
};
