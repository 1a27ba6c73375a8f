/// The text of the `help` command.
enum DemoHelp {
    static let text = """
        Commands:
          N          take the top screen's action number N
          back       go back one screen (the back button)
          close      swipe the topmost sheet down or tap outside a popover (a cover closes with its own actions)
          choose N   tap button number N of the open alert or dialog
          tab NAME   tap a tab: \(ExampleTabs.names) (not under a full-screen cover or a stack above the tabs)
          layout L   switch the layout: tabs, tabsplit (iPad tabs, Assets holding a split view),
                     split (iPad sidebar and detail) or split3 (sidebar, the Assets list, the
                     asset); save and restore keep the layout the app is in
          borrow N   borrow book N (1 to 3): a checkout above the tabs, from any tab; back or Cancel ends it
          open URL   open a link, e.g. navdemo://assets/7 or https://example.com/drinks/quick-entry
          save       save the navigation state
          restore    relaunch the app from the saved state
          events     analytics logged since the last 'events'
          record F   record this session's navigation to file F (JSON Lines), from now on
          replay F   replay a recorded file into the app; says where it first goes another way
          undo       back to the state before the last command that changed navigation
          map        the example app's route map (Mermaid) and what it finds
          window     list the windows; 'window new', 'window N' to switch, 'window close';
                     with windows, the Library shelf opens books in new windows
          help       this list
        Start cold with a link: swift run navigation-demo --open navdemo://assets/7
          quit       leave
        """
}
