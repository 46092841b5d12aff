// One of the 100-member injectors of the "new injector plus 100 first reads" benchmark,
// written out member by member: a loop over key paths would measure key paths instead.
import Swinject

/// The same members registered in a new Swinject container, one name each.
final class SwinjectInjector100: Injectable100 {
    private let container = Container()

    init() {
        for name in names {
            container.register((any Routable).self, name: name) { _ in Router() }
                .inObjectScope(.container)
        }
    }

    var member0: any Routable { resolve(0) }
    var member1: any Routable { resolve(1) }
    var member2: any Routable { resolve(2) }
    var member3: any Routable { resolve(3) }
    var member4: any Routable { resolve(4) }
    var member5: any Routable { resolve(5) }
    var member6: any Routable { resolve(6) }
    var member7: any Routable { resolve(7) }
    var member8: any Routable { resolve(8) }
    var member9: any Routable { resolve(9) }
    var member10: any Routable { resolve(10) }
    var member11: any Routable { resolve(11) }
    var member12: any Routable { resolve(12) }
    var member13: any Routable { resolve(13) }
    var member14: any Routable { resolve(14) }
    var member15: any Routable { resolve(15) }
    var member16: any Routable { resolve(16) }
    var member17: any Routable { resolve(17) }
    var member18: any Routable { resolve(18) }
    var member19: any Routable { resolve(19) }
    var member20: any Routable { resolve(20) }
    var member21: any Routable { resolve(21) }
    var member22: any Routable { resolve(22) }
    var member23: any Routable { resolve(23) }
    var member24: any Routable { resolve(24) }
    var member25: any Routable { resolve(25) }
    var member26: any Routable { resolve(26) }
    var member27: any Routable { resolve(27) }
    var member28: any Routable { resolve(28) }
    var member29: any Routable { resolve(29) }
    var member30: any Routable { resolve(30) }
    var member31: any Routable { resolve(31) }
    var member32: any Routable { resolve(32) }
    var member33: any Routable { resolve(33) }
    var member34: any Routable { resolve(34) }
    var member35: any Routable { resolve(35) }
    var member36: any Routable { resolve(36) }
    var member37: any Routable { resolve(37) }
    var member38: any Routable { resolve(38) }
    var member39: any Routable { resolve(39) }
    var member40: any Routable { resolve(40) }
    var member41: any Routable { resolve(41) }
    var member42: any Routable { resolve(42) }
    var member43: any Routable { resolve(43) }
    var member44: any Routable { resolve(44) }
    var member45: any Routable { resolve(45) }
    var member46: any Routable { resolve(46) }
    var member47: any Routable { resolve(47) }
    var member48: any Routable { resolve(48) }
    var member49: any Routable { resolve(49) }
    var member50: any Routable { resolve(50) }
    var member51: any Routable { resolve(51) }
    var member52: any Routable { resolve(52) }
    var member53: any Routable { resolve(53) }
    var member54: any Routable { resolve(54) }
    var member55: any Routable { resolve(55) }
    var member56: any Routable { resolve(56) }
    var member57: any Routable { resolve(57) }
    var member58: any Routable { resolve(58) }
    var member59: any Routable { resolve(59) }
    var member60: any Routable { resolve(60) }
    var member61: any Routable { resolve(61) }
    var member62: any Routable { resolve(62) }
    var member63: any Routable { resolve(63) }
    var member64: any Routable { resolve(64) }
    var member65: any Routable { resolve(65) }
    var member66: any Routable { resolve(66) }
    var member67: any Routable { resolve(67) }
    var member68: any Routable { resolve(68) }
    var member69: any Routable { resolve(69) }
    var member70: any Routable { resolve(70) }
    var member71: any Routable { resolve(71) }
    var member72: any Routable { resolve(72) }
    var member73: any Routable { resolve(73) }
    var member74: any Routable { resolve(74) }
    var member75: any Routable { resolve(75) }
    var member76: any Routable { resolve(76) }
    var member77: any Routable { resolve(77) }
    var member78: any Routable { resolve(78) }
    var member79: any Routable { resolve(79) }
    var member80: any Routable { resolve(80) }
    var member81: any Routable { resolve(81) }
    var member82: any Routable { resolve(82) }
    var member83: any Routable { resolve(83) }
    var member84: any Routable { resolve(84) }
    var member85: any Routable { resolve(85) }
    var member86: any Routable { resolve(86) }
    var member87: any Routable { resolve(87) }
    var member88: any Routable { resolve(88) }
    var member89: any Routable { resolve(89) }
    var member90: any Routable { resolve(90) }
    var member91: any Routable { resolve(91) }
    var member92: any Routable { resolve(92) }
    var member93: any Routable { resolve(93) }
    var member94: any Routable { resolve(94) }
    var member95: any Routable { resolve(95) }
    var member96: any Routable { resolve(96) }
    var member97: any Routable { resolve(97) }
    var member98: any Routable { resolve(98) }
    var member99: any Routable { resolve(99) }

    private func resolve(_ index: Int) -> any Routable {
        container.resolve((any Routable).self, name: names[index])!
    }
}

/// Registration names, built once so that string building is not measured.
private let names = (0..<100).map { "member\($0)" }
