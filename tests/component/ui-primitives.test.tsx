import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import {
  Pagination,
  PaginationContent,
  PaginationItem,
  PaginationLink,
  PaginationNext,
} from '@/components/ui/pagination';
import { Progress } from '@/components/ui/progress';
import { ProgressCircular } from '@/components/ui/progress-circular';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { renderWithProviders } from './render';

describe('Dialog', () => {
  function renderDialog() {
    return renderWithProviders(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Edit profile</Button>
        </DialogTrigger>
        <DialogContent closeLabel="Close">
          <DialogHeader>
            <DialogTitle>Profile</DialogTitle>
            <DialogDescription>Change your name.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>,
    );
  }

  it('opens from its trigger, named by its title, with a labelled close button', async () => {
    const { user } = renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    expect(dialog).toHaveAccessibleDescription('Change your name.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the trigger', async () => {
    const { user } = renderDialog();
    const trigger = screen.getByRole('button', { name: 'Edit profile' });
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('Tabs', () => {
  function renderTabs(locale: 'en' | 'ar' = 'en') {
    return renderWithProviders(
      <Tabs defaultValue="overview">
        <TabsList aria-label="Sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">Overview panel</TabsContent>
        <TabsContent value="activity">Activity panel</TabsContent>
        <TabsContent value="settings">Settings panel</TabsContent>
      </Tabs>,
      { locale },
    );
  }

  it('moves between tabs with the arrow keys and shows the focused tab’s panel', async () => {
    const { user } = renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Activity panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
  });

  it('swaps the arrow keys in Arabic', async () => {
    const { user } = renderTabs('ar');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
  });
});

describe('Progress', () => {
  it('reports its value and its name', () => {
    renderWithProviders(<Progress value={40} aria-label="Upload" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('has no value while the amount is unknown', () => {
    renderWithProviders(<Progress value={null} aria-label="Loading" />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).not.toHaveAttribute('aria-valuenow');
  });

  it('keeps the value of a ring within its range', () => {
    renderWithProviders(<ProgressCircular value={130} aria-label="Storage" label="100%" />);
    expect(screen.getByRole('progressbar', { name: 'Storage' })).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('Pagination', () => {
  it('marks the current page and names the step links by their labels', () => {
    renderWithProviders(
      <Pagination aria-label="Pages">
        <PaginationContent>
          {[1, 2, 3].map((page) => (
            <PaginationItem key={page}>
              <PaginationLink href={`?page=${page}`} isActive={page === 2}>
                {page}
              </PaginationLink>
            </PaginationItem>
          ))}
          <PaginationItem>
            <PaginationNext asChild label="Next">
              <a href="?page=3" />
            </PaginationNext>
          </PaginationItem>
        </PaginationContent>
      </Pagination>,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=3');
  });
});
