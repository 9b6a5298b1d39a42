import { z } from 'zod';
import { WecomApiError, type WecomClient } from './client.ts';

/**
 * WeCom's external-contact ("客户联系") API as the SCRM uses it, on one corp's access token: acquisition
 * links (customer_acquisition/create_link, list_link, delete_link), the corp's members (user/simplelist),
 * their external contacts (externalcontact/list, get) and corp tags (get_corp_tag_list, add_corp_tag,
 * mark_tag). Every answer is checked against the shape WeCom documents; anything else is "bad answer".
 */

const acquisitionLink = z.object({
  link_id: z.string().min(1),
  link_name: z.string(),
  url: z.string().min(1),
  create_time: z.number().int(),
});
export type AcquisitionLink = z.infer<typeof acquisitionLink>;

const tagOfContact = z.object({
  group_name: z.string().optional().default(''),
  tag_name: z.string().optional().default(''),
  tag_id: z.string().optional().default(''),
  type: z.number().int(),
});

const externalContact = z.object({
  external_userid: z.string().min(1),
  name: z.string(),
  type: z.number().int(),
  gender: z.number().int().optional().default(0),
  corp_name: z.string().optional().default(''),
});
export type ExternalContact = z.infer<typeof externalContact>;

const followUser = z.object({
  userid: z.string(),
  remark: z.string().optional().default(''),
  createtime: z.number().int(),
  tags: z.array(tagOfContact).optional().default([]),
  state: z.string().optional().default(''),
});
export type FollowUser = z.infer<typeof followUser>;

const corpTagGroup = z.object({
  group_id: z.string(),
  group_name: z.string(),
  tag: z.array(z.object({ id: z.string(), name: z.string(), create_time: z.number().int().optional() })),
});

export interface CorpTag {
  id: string;
  name: string;
  group_name: string;
}

export interface Member {
  userid: string;
  name: string;
}

/** errcodes of a token that no longer holds: fetch a new one and ask once more */
const STALE_TOKEN = new Set([40014, 42001]);

function shaped<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new WecomApiError('bad answer');
  return parsed.data;
}

export class WecomCorpApi {
  private token: string | null = null;

  constructor(
    private readonly client: WecomClient,
    private readonly corpId: string,
    private readonly secret: string,
  ) {}

  private async call(path: string, query: Record<string, string>, json?: unknown) {
    for (let attempt = 0; ; attempt++) {
      if (!this.token) this.token = (await this.client.getToken(this.corpId, this.secret)).accessToken;
      try {
        return await this.client.request(path, { access_token: this.token, ...query }, json);
      } catch (error) {
        if (attempt === 0 && error instanceof WecomApiError && STALE_TOKEN.has(error.errcode ?? 0)) {
          this.token = null;
          continue;
        }
        throw error;
      }
    }
  }

  async createLink(input: { link_name: string; user_list: string[] }): Promise<AcquisitionLink> {
    const body = await this.call(
      '/cgi-bin/externalcontact/customer_acquisition/create_link',
      {},
      {
        link_name: input.link_name,
        range: { user_list: input.user_list },
        skip_verify: true,
      },
    );
    return shaped(z.object({ link: acquisitionLink }), body).link;
  }

  async listLinks(): Promise<string[]> {
    const ids: string[] = [];
    let cursor = '';
    do {
      const body = await this.call(
        '/cgi-bin/externalcontact/customer_acquisition/list_link',
        {},
        {
          limit: 100,
          cursor,
        },
      );
      const page = shaped(
        z.object({ link_id_list: z.array(z.string()), next_cursor: z.string().optional().default('') }),
        body,
      );
      ids.push(...page.link_id_list);
      cursor = page.next_cursor;
    } while (cursor);
    return ids;
  }

  async deleteLink(linkId: string): Promise<void> {
    await this.call('/cgi-bin/externalcontact/customer_acquisition/delete_link', {}, { link_id: linkId });
  }

  /** The corp's members (the root department and below), for choosing who a link adds people to. */
  async members(): Promise<Member[]> {
    const body = await this.call('/cgi-bin/user/simplelist', { department_id: '1', fetch_child: '1' });
    return shaped(z.object({ userlist: z.array(z.object({ userid: z.string(), name: z.string() })) }), body)
      .userlist;
  }

  /** The external contacts (external_userids) a member has added. */
  async contactsOf(userid: string): Promise<string[]> {
    const body = await this.call('/cgi-bin/externalcontact/list', { userid });
    return shaped(z.object({ external_userid: z.array(z.string()).optional().default([]) }), body)
      .external_userid;
  }

  async contact(externalUserid: string): Promise<{ contact: ExternalContact; follow: FollowUser[] }> {
    const body = await this.call('/cgi-bin/externalcontact/get', { external_userid: externalUserid });
    const answer = shaped(
      z.object({
        external_contact: externalContact,
        follow_user: z.array(followUser).optional().default([]),
      }),
      body,
    );
    return { contact: answer.external_contact, follow: answer.follow_user };
  }

  async corpTags(): Promise<CorpTag[]> {
    const body = await this.call('/cgi-bin/externalcontact/get_corp_tag_list', {}, {});
    return shaped(z.object({ tag_group: z.array(corpTagGroup) }), body).tag_group.flatMap((group) =>
      group.tag.map((tag) => ({ id: tag.id, name: tag.name, group_name: group.group_name })),
    );
  }

  async addCorpTag(groupName: string, name: string): Promise<CorpTag> {
    const body = await this.call(
      '/cgi-bin/externalcontact/add_corp_tag',
      {},
      {
        group_name: groupName,
        tag: [{ name }],
      },
    );
    const group = shaped(z.object({ tag_group: corpTagGroup }), body).tag_group;
    const tag = group.tag.find((one) => one.name === name) ?? group.tag[0];
    if (!tag) throw new WecomApiError('bad answer');
    return { id: tag.id, name: tag.name, group_name: group.group_name };
  }

  async markTag(input: { userid: string; external_userid: string; add_tag: string[] }): Promise<void> {
    await this.call('/cgi-bin/externalcontact/mark_tag', {}, input);
  }
}
