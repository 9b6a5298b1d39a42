import { describe, expect, it } from 'vitest';
import { serialOf } from './pbsign.api';

describe('serialOf', () => {
  it('reads a typed serial in upper case, and only the serial of a scanned kiosk link', () => {
    expect(serialOf(' pb-ab12cd34 ')).toBe('PB-AB12CD34');
    expect(serialOf('https://example.com/my/tool/pbsign/device?serial=PB-XY7Z9K2M&key=secret')).toBe(
      'PB-XY7Z9K2M',
    );
    expect(serialOf('/my/tool/pbsign/device?key=secret&serial=s1-0001')).toBe('S1-0001');
  });
});
