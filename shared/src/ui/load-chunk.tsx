const CHUNK_RELOAD_KEY = 'lantern.chunkReloadAt';

/**
 * Loads a lazily loaded part of an app. One that fails to load (usually a deploy replaced it)
 * reloads the page once; if it fails again the error is thrown for the app's error page.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    return module;
  } catch (error) {
    if (sessionStorage.getItem(CHUNK_RELOAD_KEY) === null) {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      window.location.reload();
    }
    throw error;
  }
}
