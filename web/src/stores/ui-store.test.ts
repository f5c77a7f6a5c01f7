import { describe, expect, it } from 'vitest';
import { UiStore } from './ui-store.js';

describe('UiStore', () => {
  it('should keep the sidebar closed by default and open it on the student dashboard', () => {
    const ui = new UiStore();
    expect(ui.sidebarOpen).toBe(false);
    ui.routeChanged('/student/dashboard', '');
    expect(ui.sidebarOpen).toBe(true);
  });

  it('should reset the sidebar on every route change', () => {
    const ui = new UiStore();
    ui.routeChanged('/teacher/dashboard', '');
    ui.toggleSidebar();
    expect(ui.sidebarOpen).toBe(true);
    ui.routeChanged('/teacher/dashboard/other', '');
    expect(ui.sidebarOpen).toBe(false);
    ui.routeChanged('/student/dashboard/goals', '');
    ui.toggleSidebar();
    ui.routeChanged('/student/dashboard', '');
    expect(ui.sidebarOpen).toBe(true);
  });

  it('should send the browser to the 429 page when rate limited', () => {
    const ui = new UiStore();
    const visited: string[] = [];
    ui.attachNavigator((path) => visited.push(path));
    ui.rateLimited();
    expect(visited).toEqual(['/error/429']);
  });

  it('should turn embedded mode on from the query and off with the spec words', () => {
    const ui = new UiStore();
    ui.routeChanged('/student/dashboard', '?embedded=1');
    expect(ui.embedded).toBe(true);
    ui.routeChanged('/student/dashboard', '?embedded=off');
    expect(ui.embedded).toBe(false);
  });
});
