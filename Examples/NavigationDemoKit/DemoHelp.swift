/// The text of the `help` command.
enum DemoHelp {
    static let text = """
        Commands:
          N          take the top screen's action number N
          back       go back one screen (the back button)
          close      swipe the topmost sheet down (a cover closes with its own actions)
          tab NAME   tap a tab: \(ExampleTabs.names) (not under a full-screen cover)
          layout L   switch the layout: split (iPad sidebar and detail) or tabs
          open URL   open a link, e.g. navdemo://assets/7 or https://example.com/drinks/quick-entry
          save       save the navigation state
          restore    relaunch the app from the saved state
          events     analytics logged since the last 'events'
          help       this list
        Start cold with a link: swift run navigation-demo --open navdemo://assets/7
          quit       leave
        """
}
