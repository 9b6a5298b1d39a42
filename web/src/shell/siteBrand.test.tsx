import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '#web/i18n';
import { setSiteBrand, useSiteBrand } from './siteBrand';
import { usePageTitle } from './usePageTitle';

function Page() {
  usePageTitle('Programmes');
  return <span data-testid="brand">{useSiteBrand()?.name ?? 'none'}</span>;
}

describe('white-label brand', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    setSiteBrand(null);
  });

  it("titles the document with the site's title, and the product's name without one", () => {
    render(<Page />);
    expect(document.title).toBe('Programmes - Onsite');
    expect(screen.getByTestId('brand').textContent).toBe('none');
    act(() => setSiteBrand({ name: '星河活动科技', title: '星河活动科技 · 现场互动' }));
    expect(document.title).toBe('Programmes - 星河活动科技 · 现场互动');
    expect(screen.getByTestId('brand').textContent).toBe('星河活动科技');
    act(() => setSiteBrand(null));
    expect(document.title).toBe('Programmes - Onsite');
  });
});
