import { type Audience, type MaterialItem, materialApi } from '@onsite/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInConsole as renderInTestConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import { pageOfIcons } from './IconPicker';
import { MaterialDialog } from './MaterialDialog';
import { IconInput, NamedIcon } from './NamedIcon';
import { QrDialog, qrDataUrl } from './QrDialog';
import { toggleSelection } from './selection';

function material(id: number, overrides: Partial<MaterialItem> = {}): MaterialItem {
  return {
    id,
    name: `file-${id}.png`,
    url: `customer/1/2/2026/01/01/${id}.png`,
    src: `/storage/customer/1/2/2026/01/01/${id}.png`,
    size: 100,
    type: 'image/png',
    kind: 'image',
    category_id: null,
    hook: null,
    is_default: 0,
    ...overrides,
  };
}

describe('material selection', () => {
  it('adds up to the maximum and reports the limit on the next one', () => {
    let selected: MaterialItem[] = [];
    for (let id = 1; id <= 10; id++) {
      const next = toggleSelection(selected, material(id), 10);
      expect(next.limitReached).toBe(false);
      selected = next.selected;
    }
    const refused = toggleSelection(selected, material(11), 10);
    expect(refused.limitReached).toBe(true);
    expect(refused.selected.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('removes a selected item, tells own files from system materials with the same id, replaces at max 1', () => {
    const own = material(1);
    const system = material(1, { hook: 'avatar' });
    const both = toggleSelection(toggleSelection([], own, 10).selected, system, 10).selected;
    expect(both).toHaveLength(2);
    expect(toggleSelection(both, own, 10).selected).toEqual([system]);
    expect(toggleSelection([own], material(2), 1).selected.map((item) => item.id)).toEqual([2]);
  });
});

describe('icon picker paging', () => {
  it('shows 24 icons a page and filters by name', () => {
    const names = Array.from({ length: 30 }, (_, index) => `Icon${index}Outlined`);
    expect(pageOfIcons(names, '', 1).names).toHaveLength(24);
    expect(pageOfIcons(names, '', 2)).toEqual({ names: names.slice(24), total: 30 });
    expect(pageOfIcons([...names, 'HomeOutlined'], 'home', 1)).toEqual({ names: ['HomeOutlined'], total: 1 });
  });
});

function renderInConsole(audience: Audience, ui: React.ReactNode, answer: (url: string) => unknown) {
  const calls: string[] = [];
  renderInTestConsole(
    ui,
    audience,
    (url) => {
      calls.push(url);
      const body = answer(url) as { data: unknown; count?: number };
      return new Response(JSON.stringify({ code: 0, msg: 'ok', ...body }), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
    { basename: '/my' },
  );
  return calls;
}

const own = Array.from({ length: 12 }, (_, index) => material(index + 1));
const system = [material(1, { hook: 'avatar', name: 'Official avatar', is_default: 1 })];

function answerMaterials(url: string) {
  if (url.includes('getMaterialType')) return { data: [{ hook: 'avatar', types: ['image'], count: 1 }] };
  if (url.includes('getCategoryList')) return { data: [] };
  if (url.includes('mine=1')) return { data: own, count: own.length };
  return { data: system, count: system.length };
}

function DialogHarness({ onSelect }: { onSelect: (items: MaterialItem[]) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open dialog
      </button>
      <MaterialDialog open={open} onClose={() => setOpen(false)} onSelect={onSelect} />
    </>
  );
}

const dialog = () => screen.getByRole('dialog');
const activeTab = () => dialog().querySelector('.ant-tabs-tab-active')?.textContent;

describe('material dialog', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('picks at most 10, says so on the 11th, and hands the choice to the caller', async () => {
    const onSelect = vi.fn();
    const calls = renderInConsole('customer', <DialogHarness onSelect={onSelect} />, answerMaterials);
    fireEvent.click(screen.getByText('open dialog'));
    await waitFor(() => expect(screen.getAllByTestId('material-tile')).toHaveLength(12));
    expect(
      calls.some((url) => url.includes(materialApi.getMaterialList.path) && url.includes('limit=16')),
    ).toBe(true);

    const tiles = screen.getAllByTestId('material-tile');
    for (const tile of tiles.slice(0, 11)) fireEvent.click(tile);
    expect(await screen.findByText('The maximum number of selectable files (10) is reached')).toBeTruthy();
    expect(screen.getByTestId('material-dialog-count').textContent).toBe('10 / 10 selected');
    expect(tiles[10].getAttribute('data-selected')).toBe('false');

    fireEvent.click(screen.getByTestId('material-dialog-confirm'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0][0].map((item: MaterialItem) => item.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('resets to "my materials" and forgets the choice when closed', async () => {
    renderInConsole('customer', <DialogHarness onSelect={vi.fn()} />, answerMaterials);
    fireEvent.click(screen.getByText('open dialog'));
    await waitFor(() => expect(screen.getAllByTestId('material-tile')).toHaveLength(12));
    fireEvent.click(screen.getAllByTestId('material-tile')[0]);

    fireEvent.click(within(dialog()).getByText('System materials'));
    expect(await within(dialog()).findByText('Official avatar')).toBeTruthy();
    expect(activeTab()).toBe('System materials');
    fireEvent.click(within(dialog()).getByText('Cancel'));

    fireEvent.click(screen.getByText('open dialog'));
    await waitFor(() => expect(screen.getAllByTestId('material-tile')).toHaveLength(12));
    expect(activeTab()).toBe('My materials');
    expect(screen.getByTestId('material-dialog-count').textContent).toBe('0 / 10 selected');
  });

  it('asks for 10 a page in the mobile-style grid', async () => {
    const calls = renderInConsole(
      'customer',
      <MaterialDialog open layout="mobile" onClose={vi.fn()} onSelect={vi.fn()} />,
      answerMaterials,
    );
    await waitFor(() => expect(screen.getAllByTestId('material-tile')).toHaveLength(12));
    expect(calls.some((url) => url.includes('mine=1') && url.includes('limit=10'))).toBe(true);
  });

  it('shows agents no system tab', async () => {
    renderInConsole('agent', <DialogHarness onSelect={vi.fn()} />, answerMaterials);
    fireEvent.click(screen.getByText('open dialog'));
    await waitFor(() => expect(screen.getAllByTestId('material-tile')).toHaveLength(12));
    expect(within(dialog()).queryByText('System materials')).toBeNull();
  });
});

describe('QR dialog', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws a real QR code of the requested size', async () => {
    const data = await qrDataUrl('https://example.com/storage/a.png', 110);
    expect(data.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('copies the link and says whether it worked', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInConsole('customer', <QrDialog open onClose={vi.fn()} url="https://example.com/x.png" />, () => ({
      data: null,
    }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('qr-copy'));
    });
    expect(writeText).toHaveBeenCalledWith('https://example.com/x.png');
    expect(await screen.findByText('Copy succeeded')).toBeTruthy();

    writeText.mockRejectedValueOnce(new Error('denied'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('qr-copy'));
    });
    expect(await screen.findByText('Copy failed')).toBeTruthy();
  });
});

function IconInputHarness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('RocketOutlined');
  return (
    <IconInput
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('named icons and the icon input', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('draws a menu icon at once, any other antd name once the set loads, and the fallback otherwise', async () => {
    renderInConsole(
      'admin',
      <>
        <span data-testid="menu">
          <NamedIcon name="HomeOutlined" />
        </span>
        <span data-testid="other">
          <NamedIcon name="RocketOutlined" />
        </span>
        <span data-testid="bad">
          <NamedIcon name="<svg>" fallback="fallback" />
        </span>
      </>,
      () => ({ data: null }),
    );
    expect(screen.getByTestId('menu').querySelector('.anticon-home')).not.toBeNull();
    expect(screen.getByTestId('bad').textContent).toBe('fallback');
    await waitFor(() => expect(screen.getByTestId('other').querySelector('.anticon-rocket')).not.toBeNull());
  });

  it('shows the chosen name and clears it to none', async () => {
    const changes: string[] = [];
    renderInConsole('admin', <IconInputHarness onChange={(next) => changes.push(next)} />, () => ({
      data: null,
    }));
    expect(screen.getByTestId('icon-input-value').textContent).toBe('RocketOutlined');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the icon' }));
    expect(changes).toEqual(['']);
    await screen.findByText('No icon: the default of the type');
  });
});
