import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarrierFreeNote } from './BarrierFreeNote';

/** Branch wording: BUX has its own barrier-free note (key `warehouse.barrierFree.BUX`). */
const meta = {
  title: 'Wording/Barrier-free note',
  component: BarrierFreeNote,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof BarrierFreeNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnyBranch: Story = { args: { branchCode: 'BA1' } };
export const BranchBux: Story = { args: { branchCode: 'BUX' } };
