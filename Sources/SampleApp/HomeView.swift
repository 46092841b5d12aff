#if canImport(SwiftUI)
import SwiftUI

/// The sample's first screen: two buttons that the ``Controller`` turns into routes.
///
/// It gets every dependency through the controller's ``Injectable``, so the app, a preview and
/// a demo build differ only in the injector they pass. SwiftUI is not on Linux, hence the `#if`.
struct HomeView: View {
    /// Handles the taps.
    let controller: Controller

    var body: some View {
        VStack {
            Button("Read blog") { controller.tapButton("Read blog") }
            Button("Orders") { controller.tapButton("Orders") }
        }
    }
}

/// The preview picks its scenario: `.preview`'s canned data never leaves the process.
struct HomeView_Previews: PreviewProvider {
    static var previews: some View {
        HomeView(controller: Controller(injector: Injector(scenario: .preview)))
    }
}
#endif
