import { describe, expect, it } from '@jest/globals';
import type { CardInstanceRenderData } from '@cards/contracts';
import { LIST_SOURCE_TTL_MS, ListSource } from './list-source.js';

/** A card source that counts what it is asked. */
function countingSource() {
  const asked = { data: 0, artwork: 0 };
  return {
    asked,
    source: {
      renderData: async (id: number) => {
        asked.data++;
        return { id } as unknown as CardInstanceRenderData;
      },
      artwork: async (key: string | null) => {
        asked.artwork++;
        return key ? ({ dataUrl: `data:${key}` } as never) : null;
      },
    },
  };
}

describe("a list's render source", () => {
  it("when 200 people's files are made at once, then the card's data and artwork are fetched once", async () => {
    const { asked, source } = countingSource();
    const list = new ListSource(source);
    await Promise.all(
      Array.from({ length: 200 }, async () => {
        const data = await list.renderData(7);
        await list.artwork('generation/art-7.png');
        return data;
      }),
    );
    expect(asked).toEqual({ data: 1, artwork: 1 });
  });

  it('when a minute has passed or a fetch failed, then the next file asks again', async () => {
    let now = 0;
    const { asked, source } = countingSource();
    const list = new ListSource(source, () => now);
    await list.renderData(7);
    now = LIST_SOURCE_TTL_MS + 1;
    await list.renderData(7);
    expect(asked.data).toBe(2);
    let fail = true;
    const flaky = new ListSource({
      renderData: async (id: number) => {
        if (fail) throw new Error('generation is down');
        return { id } as unknown as CardInstanceRenderData;
      },
      artwork: source.artwork,
    });
    await expect(flaky.renderData(8)).rejects.toThrow('generation is down');
    fail = false;
    await expect(flaky.renderData(8)).resolves.toEqual({ id: 8 });
  });
});
