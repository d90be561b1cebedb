import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backgroundOf, contrastRatio } from '@tests/support/contrast';
import { LanguageSelector } from './LanguageSelector';

/** The language list, opened from the keyboard. */
const meta = {
  title: 'Shell/Language selector',
  component: LanguageSelector,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The option the arrow keys are on stands out from its neighbours by at least 3:1; the current
 * language is marked by a check besides its weight, and is the selected option.
 */
export const ActiveOption: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: /^Language/ })).focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await canvas.findByRole('listbox', { name: 'Choose language' });
    // The list takes focus on the next animation frame after it opens.
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const options = within(list).getAllByRole('option');
    const active = options.find((option) => option.id === list.getAttribute('aria-activedescendant'))!;
    const index = options.indexOf(active);
    await expect(index).toBeGreaterThan(0);
    for (const neighbour of [options[index - 1], options[index + 1]].filter(Boolean)) {
      await expect(contrastRatio(backgroundOf(active), backgroundOf(neighbour))).toBeGreaterThanOrEqual(3);
    }
    await expect(contrastRatio(getComputedStyle(active).color, backgroundOf(active))).toBeGreaterThanOrEqual(4.5);
    const current = within(list).getByRole('option', { selected: true });
    await expect(current).toHaveTextContent('English');
    await expect(current.querySelector('.language__check path')).not.toBeNull();
    await expect(options.filter((option) => option.querySelector('.language__check path'))).toHaveLength(1);
  },
};
