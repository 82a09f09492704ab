import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CheckBox } from './check-box.tsx';
import { Disclosure } from './disclosure.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

function Field(props: Omit<Parameters<typeof TextField>[0], 'value'>) {
  const [value, setValue] = useState('');
  return <TextField {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('the form parts without MUI', () => {
  it('text field: the label names it, the help text and a hint describe it, an error marks it', async () => {
    const screen = await render(
      <>
        <Field label="Seite" required helperText="Adresse oder Name der Seite" aria-describedby="hint" />
        <Field label="Kontakt" error helperText="Bitte prüfen" />
        <p id="hint">Ein Hinweis</p>
      </>,
    );
    // The asterisk is not part of the name.
    const page = screen.getByRole('textbox', { name: 'Seite', exact: true });
    await expect.element(page).toHaveAccessibleDescription('Adresse oder Name der Seite Ein Hinweis');
    await expect.element(page).toBeRequired();
    await expect.element(page).toHaveAttribute('aria-invalid', 'false');
    await expect
      .element(screen.getByRole('textbox', { name: 'Kontakt' }))
      .toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(page, 'Kommunalrabatt');
    await expect.element(page).toHaveValue('Kommunalrabatt');
  });

  it('text field, multiline: a textarea that grows with its text up to maxRows', async () => {
    const screen = await render(<Field label="Beschreibung" multiline minRows={2} maxRows={4} />);
    const area = screen.getByRole('textbox', { name: 'Beschreibung' });
    const height = () => (area.element() as HTMLElement).getBoundingClientRect().height;
    expect(area.element().tagName).toBe('TEXTAREA');
    const empty = height();
    await userEvent.fill(area, 'eins\nzwei\ndrei');
    await expect.poll(height).toBeGreaterThan(empty);
    const three = height();
    // At four rows it stops growing; further lines scroll.
    await userEvent.fill(area, 'eins\nzwei\ndrei\nvier');
    await expect.poll(height).toBeGreaterThan(three);
    const four = height();
    await userEvent.fill(area, 'eins\nzwei\ndrei\nvier\nfünf\nsechs\nsieben');
    await expect.poll(height).toBe(four);
  });

  it('check box and select field: labelled native controls', async () => {
    const changes: unknown[] = [];
    const screen = await render(
      <>
        <CheckBox label="Strom" checked={false} onChange={(checked) => changes.push(checked)} />
        <SelectField label="Jahr" value="2025" onChange={(value) => changes.push(value)}>
          <option value="2025">2025</option>
          <option value="2026">2026</option>
        </SelectField>
      </>,
    );
    await screen.getByRole('checkbox', { name: 'Strom' }).click();
    await screen.getByRole('combobox', { name: 'Jahr' }).selectOptions('2026');
    expect(changes).toEqual([true, '2026']);
  });

  it('disclosure: the heading button opens a region named by it; closed, its content is hidden', async () => {
    const screen = await render(
      <Disclosure summary="Wer kann mitmachen?">
        <a href="#antwort">Alle Vereine</a>
      </Disclosure>,
    );
    const button = screen
      .getByRole('heading', { level: 3 })
      .getByRole('button', { name: 'Wer kann mitmachen?' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole('link', { name: 'Alle Vereine' })).not.toBeInTheDocument();
    await button.click();
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Wer kann mitmachen?' });
    await expect.element(region.getByRole('link', { name: 'Alle Vereine' })).toBeVisible();
  });
});
