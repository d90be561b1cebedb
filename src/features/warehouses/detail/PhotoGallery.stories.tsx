import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PhotoGallery } from './PhotoGallery';

/** A stand-in picture (Storybook does not serve the app's public files): a coloured frame. */
const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 533"><rect width="800" height="533" fill="${colour}"/><rect x="150" y="200" width="500" height="333" fill="#1f6f8b"/></svg>`)}`;

const photos = [
  { url: picture('#cfe3f3'), alt: 'The Bratislava – Ružinov building from the street', width: 800, height: 533 },
  { url: picture('#e9ecef'), alt: 'Corridor between the boxes at Bratislava – Ružinov', width: 800, height: 533 },
  {
    url: picture('#f6e7cf'),
    alt: 'Open storage boxes of several sizes at Bratislava – Ružinov',
    width: 800,
    height: 533,
  },
];

/** The photos of a warehouse page, as on a 360 px phone. */
const meta = {
  title: 'Find a box/Warehouse photos',
  component: PhotoGallery,
  args: { name: 'Bratislava – Ružinov', photos },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: '0 1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three photos in a row that scrolls sideways; each with its alt text, loaded lazily. */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('list', { name: 'Photos of Bratislava – Ružinov, scroll sideways' });
    await expect(row).toHaveAttribute('tabindex', '0');
    const images = canvas.getAllByRole('img');
    await expect(images.map((img) => img.getAttribute('alt'))).toEqual(photos.map((p) => p.alt));
    await expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
  },
};
