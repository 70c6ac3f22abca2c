// `.init(…)` against the type the context gives is checked like `Metrics(…)`: a wrong value or
// label was reported only where the value was later used, or not at all when it never was.
// expected-error@13:35: cannot convert value of type 'String' to expected argument type 'CGFloat'
// expected-error@14:28: incorrect argument label 'heigth:' in call to 'Metrics'; did you mean 'height:'?
// expected-error@17:29: incorrect argument label 'widht:' in call to 'Metrics'; did you mean 'width:'?
struct Metrics {
    var height: CGFloat
    var width: CGFloat = 10
}

final class Box: ASDisplayNode {}

let tall: Metrics = .init(height: "20")
let wide: Metrics? = .init(heigth: 20)

func compact() -> Metrics {
    return .init(height: 4, widht: 4)
}

Box()
