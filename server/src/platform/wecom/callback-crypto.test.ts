import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CallbackRefused, WecomCallbackCrypto } from './callback-crypto.ts';

// WeCom's published sample (WXBizMsgCrypt Sample.py, "验证回调URL"): its token, EncodingAESKey and corp id,
// and the GET it shows for a URL verification
const SAMPLE = {
  token: 'hJqcu3uJ9Tn2gXPmxx2w9kkCkCE2EPYo',
  encodingAesKey: '6qkdMrq68nTKduznJYO1A37W2oEgpkMUvkttRToqhUt',
  corpId: 'ww1436e0e65a779aee',
  query: {
    msg_signature: '012bc692d0a58dd4b10f8dfe5c4ac00ae211ebeb',
    timestamp: '1476416373',
    nonce: '47744683',
    echostr: 'fsi1xnbH4yQh0+PJxcOdhhK6TDXkjMyhEPA7xB2TGz6b+g7xyAbEkRxN/3cNXW9qdqjnoVzEtpbhnFyq6SVHyA==',
  },
  echo: '1288432023552776189',
};

const sample = () => new WecomCallbackCrypto(SAMPLE.token, SAMPLE.encodingAesKey, SAMPLE.corpId);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CallbackRefused) return error.reason;
    throw error;
  }
  return 'accepted';
};

describe('WeCom callback crypto', () => {
  it("answers WeCom's published URL verification sample with its plain echostr", () => {
    expect(sample().signature(SAMPLE.query.timestamp, SAMPLE.query.nonce, SAMPLE.query.echostr)).toBe(
      SAMPLE.query.msg_signature,
    );
    expect(sample().verifyUrl(SAMPLE.query)).toBe(SAMPLE.echo);
  });

  it('re-encrypts the sample to the same cipher text given its random prefix (the plain text layout)', () => {
    // the 16 random bytes WeCom chose, read with a plain AES-256-CBC decipher (key and iv as documented)
    const key = Buffer.from(`${SAMPLE.encodingAesKey}=`, 'base64');
    const decipher = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16));
    decipher.setAutoPadding(false);
    const plain = Buffer.concat([
      decipher.update(Buffer.from(SAMPLE.query.echostr, 'base64')),
      decipher.final(),
    ]);
    expect(sample().encrypt(SAMPLE.echo, plain.subarray(0, 16))).toBe(SAMPLE.query.echostr);
    expect(sample().decrypt(SAMPLE.query.echostr)).toEqual({
      message: SAMPLE.echo,
      receiveId: SAMPLE.corpId,
    });
  });

  it('round-trips any message, Chinese and long ones included, padded to 32-byte blocks', () => {
    const crypto = new WecomCallbackCrypto('token', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', 'wwcorp');
    for (const message of [
      '',
      'a',
      '我是中文abcd123',
      'x'.repeat(5000),
      '<xml><Content>好</Content></xml>',
    ]) {
      const encrypted = crypto.encrypt(message);
      expect(Buffer.from(encrypted, 'base64').length % 32).toBe(0);
      expect(crypto.decrypt(encrypted)).toEqual({ message, receiveId: 'wwcorp' });
    }
    const verification = crypto.urlVerification('echo-123');
    expect(crypto.verifyUrl(verification)).toBe('echo-123');
  });

  it('refuses a wrong signature, a tampered echostr, another corp, another key and missing fields', () => {
    const crypto = sample();
    const good = crypto.urlVerification('hello');
    expect(refusal(() => crypto.verifyUrl({ ...good, msg_signature: '0'.repeat(40) }))).toBe('bad signature');
    expect(refusal(() => crypto.verifyUrl({ ...good, nonce: `${good.nonce}1` }))).toBe('bad signature');
    expect(refusal(() => crypto.verifyUrl({ ...good, msg_signature: 'short' }))).toBe('bad signature');
    expect(refusal(() => crypto.verifyUrl({ ...good, echostr: undefined }))).toBe('missing parameters');
    // signed by the right token but encrypted for another corp
    const other = new WecomCallbackCrypto(SAMPLE.token, SAMPLE.encodingAesKey, 'wwsomeoneelse');
    expect(refusal(() => crypto.verifyUrl(other.urlVerification('x')))).toBe('wrong receiver');
    // signed by the right token but with another key: not decryptable (bad padding) or garbage
    const otherKey = new WecomCallbackCrypto(
      SAMPLE.token,
      'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      SAMPLE.corpId,
    );
    expect(refusal(() => crypto.verifyUrl(otherKey.urlVerification('x')))).not.toBe('accepted');
    // not base64 of whole blocks
    const odd = { ...good, echostr: 'abc' };
    expect(
      refusal(() =>
        crypto.verifyUrl({ ...odd, msg_signature: crypto.signature(odd.timestamp, odd.nonce, 'abc') }),
      ),
    ).toBe('undecryptable');
  });

  it('takes only a 43-character EncodingAESKey', () => {
    expect(() => new WecomCallbackCrypto('t', 'short', 'ww')).toThrow(/43/);
  });
});
