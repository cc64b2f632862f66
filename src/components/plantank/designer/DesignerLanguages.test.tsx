import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, loadArea } from '../../../i18n';
import { usePlantankLevels } from '../../../stores/games/plantankLevels';
import { renderDesigner } from './renderDesigner';
import { levelFromPaste, PasteError } from './PastePanel';

const paste = (text: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /robozzle\.com/ }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: /^(Open pasted level|Mở màn đã dán|Abrir a fase colada|打开粘贴的关卡)$/ }));
};

beforeEach(() => {
  usePlantankLevels.setState({ mine: { levels: Object.create(null) }, draft: { level: null, proof: '' } });
});

describe('the designer in other languages', () => {
  it('English stays word for word, from the catalog (an ICU-quoted brace too)', () => {
    expect(() => levelFromPaste('{"Colors": ')).toThrow('That is not a RoboZZle level: it is not JSON. Paste the whole record, from { to }.');
    expect(() => levelFromPaste('{"Items": []}')).toThrow('That RoboZZle level cannot be opened: Colors is missing.');
    expect(() => levelFromPaste('#/plantank/share/xyz')).toThrow('That link cannot be opened: this is not a Plan Tank link.');
    expect(() => levelFromPaste('[]')).toThrow('That RoboZZle level cannot be opened: expected an object, got an array.');
    const record = { Colors: ['RR'], Items: ['*.'], RobotRow: 0, RobotCol: 1, RobotDir: 0, SubLengths: [5] };
    expect(() => levelFromPaste(JSON.stringify({ ...record, Items: [{}] }))).toThrow('That RoboZZle level cannot be opened: Items[0] must be a string, got an object.');
    expect(() => levelFromPaste(JSON.stringify({ ...record, RobotRow: 20 }))).toThrow(
      'That RoboZZle level cannot be opened: the tank starts at row 20, col 1 (counted from 0), outside its board of 2 x 1 tiles.',
    );
    expect(() => levelFromPaste(JSON.stringify({ ...record, RobotDir: 4 }))).toThrow("That RoboZZle level cannot be opened: the tank faces direction 4, and RoboZZle's directions are 0 to 3.");
  });

  it('a paste error is a kind with values, said in the language active when it shows', async () => {
    await loadArea('designer');
    await act(() => activateLocale('vi'));
    renderDesigner();
    expect(screen.getByRole('heading', { level: 1, name: 'Thiết kế màn' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Công cụ' })).toBeInTheDocument();
    paste('{"Items": ["*."], "RobotRow": 0, "RobotCol": 1, "RobotDir": 0, "SubLengths": [5]}');
    expect(screen.getByRole('alert')).toHaveTextContent('Không mở được màn RoboZZle: thiếu trường Colors.');
    // A switch of language re-says the message on screen.
    await act(() => activateLocale('pt-BR'));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível abrir a fase do RoboZZle: falta o campo Colors.');
    let error: unknown;
    try {
      levelFromPaste('');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PasteError);
    expect(error).toMatchObject({ id: 'designer.paste.empty', message: 'A caixa está vazia: cole primeiro uma fase do RoboZZle (o registro JSON dela).' });
  });

  it('every RoboZZle record problem is said in each language, the English detail left in the cause', async () => {
    const base = { Colors: ['RR'], Items: ['*.'], RobotRow: 0, RobotCol: 1, RobotDir: 0, SubLengths: [5], AllowedCommands: 0 };
    // Each code at least once; a label after "/" tells apart records of one code.
    const records: [string, unknown][] = [
      ['notObject', []],
      ['notObject/text', 'level'],
      ['missing', { ...base, Colors: undefined }],
      ['notInteger', { ...base, RobotRow: 'x' }],
      ['notInteger/boolean', { ...base, RobotRow: true }],
      ['notRows', { ...base, Items: 'x' }],
      ['notRow', { ...base, Items: [7] }],
      ['notRow/object', { ...base, Items: [{}] }],
      ['notRow/null', { ...base, Items: [null] }],
      ['notSlotList', { ...base, SubLengths: 5 }],
      ['slotList', { ...base, SubLengths: [1, 1, 1, 1, 1, 1] }],
      ['slotCount', { ...base, SubLengths: [99] }],
      ['f1Empty', { ...base, SubLengths: [0, 3] }],
      ['paint', { ...base, AllowedCommands: 9 }],
      ['tankOnHole', { ...base, Items: ['*#'] }],
      ['startOutside', { ...base, RobotRow: 20 }],
      ['startDir', { ...base, RobotDir: 4 }],
      ['board', { ...base, Colors: ['RR', 'R'] }],
    ];
    const said = (locale: string) => {
      const out = new Map<string, string>();
      for (const [label, record] of records) {
        const code = label.split('/')[0];
        try {
          levelFromPaste(JSON.stringify(record));
          throw new Error(`${label}: the record opened`);
        } catch (e) {
          expect(e, label).toBeInstanceOf(PasteError);
          expect((e as PasteError).id, `${locale} ${label}`).toBe(`designer.paste.rz.${code}`);
          out.set(label, (e as PasteError).message);
        }
      }
      return out;
    };
    await loadArea('designer');
    const english = said('en');
    for (const locale of ['pt-BR', 'zh-Hans', 'vi'] as const) {
      await act(() => activateLocale(locale));
      for (const [label, text] of said(locale)) {
        expect(text, `${locale} ${label}`).not.toMatch(/[{}]|designer\.|must be|got |an array|an? object/);
        expect(text, `${locale} ${label}`).not.toBe(english.get(label));
      }
    }
  });

  it('a share link’s problem in the language, the share format’s own reason too', async () => {
    await loadArea('designer');
    await act(() => activateLocale('zh-Hans'));
    renderDesigner();
    paste('1~mine~_F-----~abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('无法打开这个链接：其中的关卡已损坏。');
  });

  it('problems by their code, with the cell counted from 1', async () => {
    await loadArea('designer');
    await act(() => activateLocale('zh-Hans'));
    renderDesigner();
    const board = screen.getByTestId('design-board');
    board.focus();
    // The star tool on the starter level's star (row 3, column 6) removes it: no stars left.
    fireEvent.keyDown(board, { key: 's', code: 'KeyS' });
    for (let i = 0; i < 5; i++) fireEvent.keyDown(board, { key: 'ArrowRight' });
    fireEvent.keyDown(board, { key: ' ' });
    expect(screen.getByTestId('design-problems')).toHaveTextContent('还没有星星：至少放一颗。');
    expect(screen.getByRole('button', { name: '试玩' })).toBeDisabled();
    // A star far from the tank cannot be reached.
    fireEvent.keyDown(board, { key: 'ArrowUp' });
    fireEvent.keyDown(board, { key: 'ArrowUp' });
    fireEvent.keyDown(board, { key: ' ' });
    expect(screen.getByTestId('design-problems')).toHaveTextContent('第 1 行第 6 列的星星到不了：用格子把它和坦克连起来。');
    expect(document.getElementById('dz-cell-0-5')).toHaveAccessibleName('第 1 行第 6 列：蓝色格子，有星星（这里有问题）');
  });
});

describe('My levels counted in Portuguese', () => {
  it('none is "Nenhuma fase", not "0 fase" (0 takes the singular in pt-BR)', async () => {
    await loadArea('designer');
    await act(() => activateLocale('pt-BR'));
    renderDesigner();
    expect(screen.getByText('Nenhuma fase neste aparelho')).toBeInTheDocument();
  });
});
