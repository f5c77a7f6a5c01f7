import { ApiError } from '@lantern/shared/client/api-error';
import type { Annotation, AnnotationInput } from '@lantern/shared/contracts/essay-review';
import type { OutboxPorts } from './essay-review-outbox.js';
import { EssayReviewStore } from './essay-review-store.js';
import { makeRoot } from './test-support.js';

// The essay editor's tests: a fake of the server's annotation endpoints and an editor open on it.
// A test file that opens one mocks pdf.js itself (it starts its worker on import).

export const ESSAY = 41;

/** The server's side of the annotation endpoints: revisions and tombstones as the API keeps them. */
export function fakeServer() {
  const stored = new Map<string, AnnotationInput & { deleted: boolean }>();
  return {
    stored,
    saveEssayAnnotation: ({
      params,
      body,
    }: {
      params?: { annotationId?: string };
      body?: AnnotationInput;
    }) => {
      const id = params!.annotationId!;
      const row = stored.get(id);
      if (row?.deleted) throw new ApiError(409, 'essay_annotation_deleted', 'This comment was deleted');
      if (!row || (row.revision ?? 0) <= (body!.revision ?? 0)) stored.set(id, { ...body!, deleted: false });
      return {} as Annotation;
    },
    deleteEssayAnnotation: ({ params }: { params?: { annotationId?: string } }) => {
      const id = params!.annotationId!;
      const row = stored.get(id);
      stored.set(id, { ...(row ?? { category: 1, comment: '', page_number: 1 }), deleted: true });
      return { ok: true as const };
    },
    /** What a reload would show: the comments not deleted, by id. */
    live() {
      return new Map(
        [...stored]
          .filter(([, row]) => !row.deleted)
          .map(([id, row]) => [id, { comment: row.comment, hidden: row.hidden }]),
      );
    },
  };
}

export const memoryPorts = (): OutboxPorts => ({
  storage: null,
  setTimeout: () => 0,
  clearTimeout: () => undefined,
});

export async function openEditor(undoFlag: boolean) {
  const server = fakeServer();
  const saved: { fileName: string; text: string }[] = [];
  const harness = makeRoot({
    featureFlags: () => [{ key: 'essay-review-undo', enabled: undoFlag, description: '', updated_at: 1 }],
    saveEssayAnnotation: server.saveEssayAnnotation as never,
    deleteEssayAnnotation: server.deleteEssayAnnotation as never,
    essayReviewXfdf: () => ({ xfdf: '<xfdf/>' }),
  });
  await harness.root.flags.load();
  const store = new EssayReviewStore(
    harness.root,
    harness.root.api,
    ESSAY,
    memoryPorts(),
    (blob, fileName) => {
      void blob.text().then((text) => saved.push({ fileName, text }));
    },
  );
  const local = () =>
    new Map(
      [...store.annotations.byId].map(([id, note]) => [id, { comment: note.comment, hidden: note.hidden }]),
    );
  const { annotations, ai, draft } = store;
  return { ...harness, store, annotations, ai, draft, server, saved, local };
}
